import styled, { css } from 'styled-components';
import { boxReset, podTheme } from '../../theme';

export const Content = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xl};
  /* Rows follow the drawer's width (a phone's full screen), not the window's. */
  container-type: inline-size;
`;

export const Section = styled.section`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const SectionHeading = styled.h3`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const Muted = styled.p`
  ${boxReset}
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Rows = styled.ul`
  ${boxReset}
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;

/** What it is, its file now, its uploader; stacked on a phone. */
const rowGrid = css`
  ${boxReset}
  display: grid;
  grid-template-columns: minmax(0, 1fr) 200px minmax(0, 1.4fr);
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  padding: ${({ theme }) => podTheme(theme).space.md} 0;
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};

  @container (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => podTheme(theme).space.sm};
  }
`;

/** A print area. */
export const Row = styled.li`
  ${rowGrid}
`;

/** The label, in the print areas' columns. */
export const LabelRow = styled.section`
  ${rowGrid}
`;

export const Area = styled.div`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  min-width: 0;
`;

export const AreaTitle = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
  overflow-wrap: anywhere;
`;

export const AreaDetail = styled.span`
  ${boxReset}
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Design = styled.div`
  ${boxReset}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  min-width: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const DesignName = styled.span`
  ${boxReset}
  min-width: 0;
  color: ${({ theme }) => podTheme(theme).colors.text};
  overflow-wrap: anywhere;
`;

export const Thumbnail = styled.img`
  ${boxReset}
  display: block;
  flex: none;
  width: 56px;
  height: 56px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

export const FileLink = styled.a`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  color: ${({ theme }) => podTheme(theme).colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${({ theme }) => podTheme(theme).colors.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

/** The save's refusal, the whole width of the footer, where the person pressed Save. */
export const FooterMessage = styled.div`
  ${boxReset}
  flex-basis: 100%;
`;

/** Mark ready sits at the start of the footer, the buttons at its end. */
export const FooterStart = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.lg}`};
  margin-right: auto;
`;

/** Re-download print files: the addresses form under the uploads. */
export const DownloadForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const DownloadFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
