import styled from 'styled-components';

export { Page, TabsRow, Title } from './OrdersScreen.styles';

/** The Administrator's site selector, above the filter bar, as wide as a filter bar's choice. */
export const SiteChoice = styled.div`
  width: 100%;
  max-width: 320px;
`;
