import styled from 'styled-components';
import { mobile, podTheme } from '@podoffice/ui';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => podTheme(theme).space.lg};
  align-items: start;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => podTheme(theme).space.lg};
  }

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.md};
  margin-bottom: ${({ theme }) => podTheme(theme).space.lg};

  & > button {
    margin-left: auto;
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${podTheme(theme).space.xs} ${podTheme(theme).space.lg}`};
  margin: ${({ theme }) => podTheme(theme).space.lg} 0 0;

  dt {
    color: ${({ theme }) => podTheme(theme).colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

export const Prose = styled.p`
  margin: ${({ theme }) => podTheme(theme).space.md} 0 0;
  white-space: pre-line;
`;

export const RichProse = styled.div`
  margin: ${({ theme }) => podTheme(theme).space.md} 0 0;
  line-height: 1.6;
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
  }
`;
