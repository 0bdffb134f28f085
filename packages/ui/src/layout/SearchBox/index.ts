export {
  SearchBox,
  type SearchBoxProps,
  type SearchResult,
  type SearchResultGroup,
} from './SearchBox';
export {
  SearchBoxPlaceholder,
  SearchField,
  useFocusShortcut,
  type SearchFieldProps,
} from './SearchField';
