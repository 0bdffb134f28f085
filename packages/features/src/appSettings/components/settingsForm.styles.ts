import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

// The look every settings form shares: one framed group per mail or message, the action row last.

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.xl};
  max-width: 880px;
`;

export const Template = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => podTheme(theme).space.lg};
  margin: 0;
  padding: ${({ theme }) => podTheme(theme).space.lg};
  border: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  border-radius: ${({ theme }) => podTheme(theme).radii.lg};
  background: ${({ theme }) => podTheme(theme).colors.surface};
`;

export const TemplateName = styled.legend`
  padding: 0 ${({ theme }) => podTheme(theme).space.xs};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  color: ${({ theme }) => podTheme(theme).colors.text};
`;

export const TemplateHint = styled.p`
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;
