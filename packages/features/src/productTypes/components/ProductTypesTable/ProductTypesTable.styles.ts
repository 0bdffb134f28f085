import styled from 'styled-components';

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TitleCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Thumbnail = styled.img`
  width: 40px;
  height: 40px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  flex: none;
`;

export const NoThumbnail = styled.span`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  flex: none;
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export const Names = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 260px;
`;
