import styled from 'styled-components';
import { boxReset } from '../../theme';

export const TagRoot = styled.span`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 22px;
`;

export const RemoveButton = styled.button`
  ${boxReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-right: -${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
