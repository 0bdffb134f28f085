import styled, { css } from 'styled-components';
import { boxReset, visuallyHidden, podTheme } from '../../theme';
import { controlFrame } from '../TextInput/TextInput.styles';

/** TextInput's frame around toolbar and text, so the editor reads as one more form control. */
export const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${boxReset}
  ${controlFrame}
  position: relative;
  flex-direction: column;
  align-items: stretch;
  gap: 0;
  padding: 0;
  cursor: default;
`;

export const Toolbar = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.xxs};
  padding: ${({ theme }) => podTheme(theme).space.xs};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
  background: ${({ theme }) => podTheme(theme).colors.surfaceMuted};
  border-radius: ${({ theme }) => `${podTheme(theme).radii.md} ${podTheme(theme).radii.md} 0 0`};
`;

export const Separator = styled.span`
  ${boxReset}
  width: 1px;
  align-self: stretch;
  margin: ${({ theme }) => `${podTheme(theme).space.xxs} ${podTheme(theme).space.xs}`};
  background: ${({ theme }) => podTheme(theme).colors.borderStrong};
`;

export const ToolButton = styled.button<{ $active: boolean }>`
  ${boxReset}
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 ${({ theme }) => podTheme(theme).space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  font: inherit;
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
  cursor: pointer;
  ${({ theme, $active }) =>
    $active
      ? css`
          background: ${podTheme(theme).colors.primary};
          color: ${podTheme(theme).colors.primaryText};
        `
      : css`
          background: transparent;
          color: ${podTheme(theme).colors.text};
          &:hover:not(:disabled) {
            border-color: ${podTheme(theme).colors.borderStrong};
            background: ${podTheme(theme).colors.surface};
          }
        `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.focus};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Italic = styled.span`
  ${boxReset}
  font-style: italic;
  font-family: Georgia, serif;
`;

export const LinkForm = styled.div`
  ${boxReset}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  padding: ${({ theme }) => podTheme(theme).space.sm};
  border-bottom: 1px solid ${({ theme }) => podTheme(theme).colors.border};
`;

export const LinkField = styled.div`
  ${boxReset}
  flex: 1 1 220px;
`;

export const LinkError = styled.p`
  ${boxReset}
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => podTheme(theme).colors.danger};
  font-size: ${({ theme }) => podTheme(theme).fontSizes.sm};
`;

export const Body = styled.div`
  ${boxReset}
  position: relative;
`;

/** The styles news and other stored HTML are shown with, shared by the editor and readers of it. */
export const richTextContent = css`
  line-height: 1.6;
  overflow-wrap: anywhere;

  p {
    margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
  }
  h1,
  h2,
  h3 {
    margin: ${({ theme }) => `${podTheme(theme).space.md} 0 ${podTheme(theme).space.sm}`};
    line-height: 1.3;
  }
  h1 {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xxl};
  }
  h2 {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => podTheme(theme).fontSizes.lg};
  }
  ul,
  ol {
    margin: 0 0 ${({ theme }) => podTheme(theme).space.sm};
    padding-left: ${({ theme }) => podTheme(theme).space.xl};
  }
  a {
    color: ${({ theme }) => podTheme(theme).colors.primary};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
  }
`;

export const Content = styled.div<{ $disabled: boolean }>`
  ${boxReset}
  ${richTextContent}
  min-height: 160px;
  max-height: 480px;
  overflow-y: auto;
  padding: ${({ theme }) => `${podTheme(theme).space.sm} ${podTheme(theme).space.md}`};
  outline: none;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'text')};
  color: ${({ theme, $disabled }) => ($disabled ? podTheme(theme).colors.textMuted : podTheme(theme).colors.text)};
`;

export const Placeholder = styled.div`
  ${boxReset}
  position: absolute;
  top: ${({ theme }) => podTheme(theme).space.sm};
  left: ${({ theme }) => podTheme(theme).space.md};
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
  pointer-events: none;
  user-select: none;
`;

export const Loading = styled.div`
  ${boxReset}
  padding: ${({ theme }) => podTheme(theme).space.md};
`;

export const VisuallyHidden = styled.span`
  ${boxReset}
  ${visuallyHidden}
`;
