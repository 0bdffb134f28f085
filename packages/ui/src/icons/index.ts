// Internal to @podoffice/ui: the components import these; the package barrel does not export them.
export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  MoreIcon,
  OverlayCloseIcon,
  StatusIcon,
  StrokeIcon,
  type IconProps,
  type IconStatus,
  type StrokeIconProps,
} from './Icons';
