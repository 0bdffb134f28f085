import styled, { css } from 'styled-components';
import { boxReset, visuallyHidden, podTheme } from '../../theme';

export const List = styled.ul`
  ${boxReset}
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const SubList = styled(List)<{ $flyout: boolean }>`
  ${boxReset}
  ${({ theme, $flyout }) =>
    $flyout
      ? css`
          position: absolute;
          top: 0;
          left: 100%;
          min-width: 200px;
          padding: ${podTheme(theme).space.xs} 0;
          background: ${podTheme(theme).colors.sider};
          border-radius: 0 ${podTheme(theme).radii.md} ${podTheme(theme).radii.md} 0;
          box-shadow: ${podTheme(theme).shadows.lg};
          z-index: ${podTheme(theme).zIndices.dropdown};
        `
      : css`
          padding-left: ${podTheme(theme).space.xl};
        `}

  &[hidden] {
    display: none;
  }
`;

export const Entry = styled.li<{ $active: boolean; $collapsed: boolean }>`
  ${boxReset}
  position: relative;

  & > a,
  & > button,
  & > span {
    display: flex;
    align-items: center;
    justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
    gap: ${({ theme }) => podTheme(theme).space.md};
    width: 100%;
    min-height: 40px;
    padding: ${({ theme, $collapsed }) => ($collapsed ? podTheme(theme).space.sm : `${podTheme(theme).space.sm} ${podTheme(theme).space.lg}`)};
    border: 0;
    background: ${({ theme, $active }) => ($active ? podTheme(theme).colors.siderActive : 'transparent')};
    color: ${({ theme, $active }) => ($active ? podTheme(theme).colors.primaryText : podTheme(theme).colors.siderText)};
    font: inherit;
    font-size: ${({ theme }) => podTheme(theme).fontSizes.md};
    font-weight: ${({ theme, $active }) => ($active ? podTheme(theme).fontWeights.bold : podTheme(theme).fontWeights.regular)};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  & > a:hover,
  & > button:hover {
    box-shadow: inset 3px 0 0 ${({ theme }) => podTheme(theme).colors.siderText};
  }

  & > a:focus-visible,
  & > button:focus-visible {
    outline: 2px solid ${({ theme }) => podTheme(theme).colors.siderText};
    outline-offset: -2px;
  }

  & > span {
    cursor: default;
  }
`;

export const Icon = styled.span<{ $collapsed: boolean }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  font-size: ${({ $collapsed }) => ($collapsed ? '22px' : '18px')};
  line-height: 1;
`;

/** The label stays in the accessibility tree when the menu shows icons only: it names the link. */
export const Label = styled.span<{ $hidden: boolean }>`
  ${boxReset}
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const Initial = styled.span`
  ${boxReset}
  font-weight: ${({ theme }) => podTheme(theme).fontWeights.bold};
`;

export const Chevron = styled.span<{ $open: boolean }>`
  ${boxReset}
  display: inline-flex;
  flex: none;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 120ms ease;
`;
