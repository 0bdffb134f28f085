// Internal to @podoffice/ui: the components import these; the package barrel does not export them.
export {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  OverlayCloseIcon,
  StatusIcon,
  StrokeIcon,
  type IconProps,
  type IconStatus,
  type StrokeIconProps,
} from './Icons';
