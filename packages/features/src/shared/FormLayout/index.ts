export { Columns, Footnote, InlineLink, Row, Stack } from './FormLayout.styles';
