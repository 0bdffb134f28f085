export {
  COMMENT_MAX_LENGTH,
  EMPTY_COMMENT,
  OrderCommentsDrawer,
  type OrderComment,
  type OrderCommentsDrawerProps,
} from './OrderCommentsDrawer';
