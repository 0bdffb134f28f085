import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Bar = styled.div`
  flex: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const Spacer = styled.span`
  flex: 1;
`;

/** The unsaved-changes mark beside Save: a warning dot, the text in the body colour (contrast). */
export const Unsaved = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xs};
  font-weight: 600;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => podTheme(theme).colors.warning};
  }
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => podTheme(theme).space.md};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  padding: ${({ theme }) => podTheme(theme).space.sm} ${({ theme }) => podTheme(theme).space.md};
  margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => podTheme(theme).space.md};

  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => podTheme(theme).space.xs};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
`;

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};

  li {
    padding: ${({ theme }) => podTheme(theme).space.xs} ${({ theme }) => podTheme(theme).space.sm};
    border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  }
`;

export const MappingList = styled.fieldset`
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  padding: ${({ theme }) => podTheme(theme).space.sm} ${({ theme }) => podTheme(theme).space.md};
  margin: ${({ theme }) => podTheme(theme).space.md} 0;

  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => podTheme(theme).space.xs};
  }
`;

export const MappingRow = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  margin-bottom: ${({ theme }) => podTheme(theme).space.sm};
`;
