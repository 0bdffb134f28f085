import styled from 'styled-components';
import { boxReset, visuallyHidden, podTheme } from '../../theme';

export const Form = styled.form`
  ${boxReset}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  /* Design rows follow the modal's width (a phone's full screen), not the window's. */
  container-type: inline-size;
`;

/** The order's number and product, under the title. */
export const Context = styled.p`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Product and Shipping method side by side; one above the other on a narrow screen. */
export const Choices = styled.div`
  ${boxReset}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
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

export const Rows = styled.ul`
  ${boxReset}
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;

/** One design: its picture, its title, its placement; the placement under them on a phone. */
export const Row = styled.li`
  ${boxReset}
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) minmax(0, 200px);
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
  padding: ${({ theme }) => podTheme(theme).space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};

  @container (max-width: 420px) {
    grid-template-columns: 64px minmax(0, 1fr);

    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const thumbnailBox = `
  display: block;
  width: 64px;
  height: 64px;
`;

export const Thumbnail = styled.img`
  ${boxReset}
  ${thumbnailBox}
  object-fit: contain;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
`;

/** Where a design without a file would be: 'Design not found'. */
export const MissingDesign = styled.span`
  ${boxReset}
  ${thumbnailBox}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => podTheme(theme).space.xs};
  border: 1px dashed ${({ theme }) => podTheme(theme).colors.danger};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  line-height: 1.2;
  text-align: center;
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;

export const DesignTitle = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
  color: ${({ theme }) => podTheme(theme).colors.text};
  overflow-wrap: anywhere;
`;

/** What a row with no design at all says, in the muted text of an empty list. */
export const NoDesigns = styled.p`
  ${boxReset}
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.sm} 0;
  color: ${({ theme }) => podTheme(theme).colors.danger};
`;

/** The part of a row's Placement label that names its design, for screen readers only. */
export const Hidden = styled.span`
  ${visuallyHidden}
`;
