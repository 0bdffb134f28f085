import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.lg};
`;

export const CardRoot = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => podTheme(theme).space.md};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  background: ${({ theme }) => podTheme(theme).colors.surface};
  box-shadow: ${({ theme }) => podTheme(theme).shadows.sm};
`;

export const Picture = styled.div`
  aspect-ratio: 1;
  border-radius: ${({ theme }) => podTheme(theme).radii.md};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};

  a {
    color: inherit;
  }
`;

export const Meta = styled.div`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

const TAG_COLOUR = {
  New: 'tagNew',
  'Best seller': 'tagBestSeller',
  Premium: 'tagPremium',
} as const;

/** The card's tag, coloured by its name; other names read muted. */
export const TagLabel = styled.span<{ $tag: string }>`
  align-self: flex-start;
  padding: ${({ theme }) => `${podTheme(theme).space.xxs} ${podTheme(theme).space.sm}`};
  border-radius: ${({ theme }) => podTheme(theme).radii.pill};
  color: ${({ theme }) => podTheme(theme).colors.textInverse};
  background: ${({ theme, $tag }) =>
    podTheme(theme).colors[TAG_COLOUR[$tag as keyof typeof TAG_COLOUR] ?? 'textMuted']};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xs};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.medium};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => podTheme(theme).space.lg};
`;
