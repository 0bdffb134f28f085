import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.md};
  min-width: 0;
`;

/** The title row: the internal view's Back button beside the title. */
export const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

/** The view's title under the layout's page heading (h1, the route's name). */
export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
`;

/** The seller_message banner's stored HTML keeps its paragraphs tight inside the alert. */
export const BannerHtml = styled.div`
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;

/** The Export button at the end of the title row, with why it is off when it is. */
export const ExportBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-left: auto;
`;

export const ExportReason = styled.span`
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

/** An export under way, under the title row, across the page. */
export const ExportProgress = styled.div`
  flex-basis: 100%;
`;

/** The empty list's pointer to the tabs that hold the matches ('1 in Error'). */
export const Elsewhere = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
`;

/**
 * The tabs, the column chooser and the bulk bar stay in view under the layout's top bar while the
 * page scrolls (the table's headers stick under them), on the page's background.
 */
export const Toolbar = styled.div`
  position: sticky;
  top: var(--pod-page-sticky-top, 0px);
  z-index: 4;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding-block: ${({ theme }) => podTheme(theme).space.xs};
  background: ${({ theme }) => podTheme(theme).colors.background};
`;

/** The status tabs, with the column chooser at the row's end. */
export const TabsRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;
