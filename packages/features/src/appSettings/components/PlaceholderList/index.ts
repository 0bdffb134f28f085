export { PlaceholderList, type PlaceholderListProps } from './PlaceholderList';
