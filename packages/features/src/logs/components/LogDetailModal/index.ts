export {
  LogDetailModal,
  readableJson,
  type LogBlock,
  type LogDetailModalProps,
  type LogFact,
} from './LogDetailModal';
