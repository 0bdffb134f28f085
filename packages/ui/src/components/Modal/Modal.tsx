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
} from './dialogParts';
import { ModalDialog } from './Modal.styles';
import type { WidgetRootProps } from '../widgetRoot';
import { useModalDialog } from './useModalDialog';

export interface ModalProps extends WidgetRootProps {
  /** Shows the modal; it is unmounted, with its content, when false. */
  open: boolean;
  /** Called when the user asks to close (close button, Escape, backdrop); set `open` false in it. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The content; put a Modal.Footer last for the action row. */
  children?: ReactNode;
  /** Width of the dialog box in pixels or any CSS length; it never exceeds the screen. */
  width?: number | string;
  /** Whether clicking the dimmed backdrop closes the modal. */
  closeOnBackdropClick?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Hides the close button, e.g. while a confirmation must be answered with its own buttons. */
  hideCloseButton?: boolean;
  /** Receives focus when the modal opens (a stable ref); else an element marked data-autofocus, else the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog, e.g. a confirmation's message. */
  describedBy?: string;
}

type ModalContentProps = Omit<ModalProps, 'open'>;

function ModalContent({
  onClose,
  title,
  children,
  width = 520,
  closeOnBackdropClick = true,
  closeLabel = 'Close',
  hideCloseButton = false,
  initialFocusRef,
  role,
  describedBy,
  className,
  style,
  id,
}: ModalContentProps) {
  const titleId = useId();
  const { ref, dialogProps } = useModalDialog({ onClose, initialFocusRef, closeOnBackdropClick });
  return (
    <ModalDialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      $width={cssLength(width)}
      className={className}
      style={style}
      id={id}
      {...dialogProps}
    >
      <ScrollLock />
      <Frame>
        <Header data-dialog-header="">
          <Title id={titleId}>{title}</Title>
          {!hideCloseButton && <CloseButton label={closeLabel} onClick={onClose} />}
        </Header>
        <Body>{children}</Body>
      </Frame>
    </ModalDialog>
  );
}

function ModalRoot({ open, ...rest }: ModalProps) {
  return open ? <ModalContent {...rest} /> : null;
}

/** Modal and its compound part, typed by hand: inferred static members come out `any` in the bundled .d.ts. */
export interface ModalComponent {
  (props: ModalProps): ReactElement | null;
  /** The action row at the bottom of a modal; stays visible while the body scrolls. */
  Footer: (props: DialogFooterProps) => ReactElement;
}

/** A centred modal dialog on the native <dialog>: focus trap, Escape and top layer come from the browser. */
export const Modal: ModalComponent = Object.assign(ModalRoot, { Footer: DialogFooter });
