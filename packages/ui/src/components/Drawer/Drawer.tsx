import { useId, type ReactElement, type ReactNode, type RefObject } from 'react';
import {
  Body,
  CloseButton,
  cssLength,
  DialogFooter,
  type DialogFooterProps,
  Frame,
  Header,
  ScrollLock,
  Title,
} from '../Modal/dialogParts';
import { useModalDialog } from '../Modal/useModalDialog';
import { DrawerDialog, type DrawerPlacement } from './Drawer.styles';
import type { WidgetRootProps } from '../widgetRoot';

export interface DrawerProps extends WidgetRootProps {
  /** Shows the drawer; it is unmounted, with its content (and form state), when false. */
  open: boolean;
  /** Called when the user asks to close (close button, Escape, backdrop); set `open` false in it. */
  onClose: () => void;
  /** The heading that names the panel, e.g. 'Make a Deposit'. */
  title: ReactNode;
  /** Extra content at the end of the header, before the close button (e.g. a status badge). */
  extra?: ReactNode;
  /** The panel's content; a Drawer.Footer inside it (even inside a form) becomes the action row. */
  children?: ReactNode;
  /** Width of the panel in pixels or any CSS length; the full screen width on small screens. */
  width?: number | string;
  /** The side the panel slides in from. */
  placement?: DrawerPlacement;
  /** Whether clicking the dimmed backdrop closes the drawer. */
  closeOnBackdropClick?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Receives focus when the drawer opens (a stable ref); else an element marked data-autofocus, else the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

type DrawerContentProps = Omit<DrawerProps, 'open'>;

function DrawerContent({
  onClose,
  title,
  extra,
  children,
  width = 480,
  placement = 'right',
  closeOnBackdropClick = true,
  closeLabel = 'Close',
  initialFocusRef,
  className,
  style,
  id,
}: DrawerContentProps) {
  const titleId = useId();
  const { ref, dialogProps } = useModalDialog({ onClose, initialFocusRef, closeOnBackdropClick });
  return (
    <DrawerDialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      $width={cssLength(width)}
      $placement={placement}
      className={className}
      style={style}
      id={id}
      {...dialogProps}
    >
      <ScrollLock />
      <Frame>
        <Header data-dialog-header="">
          <Title id={titleId}>{title}</Title>
          {extra}
          <CloseButton label={closeLabel} onClick={onClose} />
        </Header>
        <Body>{children}</Body>
      </Frame>
    </DrawerDialog>
  );
}

function DrawerRoot({ open, ...rest }: DrawerProps) {
  return open ? <DrawerContent {...rest} /> : null;
}

/** Drawer and its compound part, typed by hand: inferred static members come out `any` in the bundled .d.ts. */
export interface DrawerComponent {
  (props: DrawerProps): ReactElement | null;
  /** The action row at the bottom of the drawer; stays visible while the body scrolls. */
  Footer: (props: DialogFooterProps) => ReactElement;
}

/** A side panel over the page on the native <dialog>, for forms such as Add Site or Make a Deposit. */
export const Drawer: DrawerComponent = Object.assign(DrawerRoot, { Footer: DialogFooter });
