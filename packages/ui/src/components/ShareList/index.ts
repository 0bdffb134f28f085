export { ShareList, type ShareListProps, type ShareItem } from './ShareList';
