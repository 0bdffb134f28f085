import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-bottom: ${({ theme }) => podTheme(theme).space.md};
`;

/** Under the layout's page heading (h1, the route's name). */
export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
`;

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => podTheme(theme).space.md};
  h3 {
    margin: 0 0 ${({ theme }) => podTheme(theme).space.xs};
    font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

export const Address = styled.address`
  display: flex;
  flex-direction: column;
  font-style: normal;
`;

export const LineItem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const LineText = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  min-width: 0;
`;

export const ItemImage = styled.img`
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  object-fit: cover;
`;
