export { IconButton, type IconButtonProps } from './IconButton';
export type { IconButtonVariant, IconButtonSize } from './IconButton.styles';
