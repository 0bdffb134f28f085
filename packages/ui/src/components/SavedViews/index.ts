export { SavedViews, type SavedViewItem, type SavedViewsProps } from './SavedViews';
