import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.lg};
  }

  @media (max-width: ${({ theme }) => theme.layout.mobileMaxWidth}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > button {
    margin-left: auto;
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: ${({ theme }) => theme.space.lg} 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

export const Prose = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  white-space: pre-line;
`;
