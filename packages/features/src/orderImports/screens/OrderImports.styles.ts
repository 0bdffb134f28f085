import styled from 'styled-components';

// The two import screens' layout: one column with the title, alerts, actions and tables.

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
