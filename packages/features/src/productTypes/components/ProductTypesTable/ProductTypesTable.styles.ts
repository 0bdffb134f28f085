import styled from 'styled-components';
import { podTheme } from '@podoffice/ui';

export const Muted = styled.span`
  color: ${({ theme }) => podTheme(theme).colors.textMuted};
`;

export const TitleCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

export const Thumbnail = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.background};
  flex: none;
`;

export const NoThumbnail = styled.span`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => podTheme(theme).radii.sm};
  background: ${({ theme }) => podTheme(theme).colors.background};
  flex: none;
`;

export const Code = styled.code`
  font-family: ${({ theme }) => podTheme(theme).fonts.mono};
`;

export const Names = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 260px;
`;
