import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import type { WidgetRootProps } from '../widgetRoot';
import { Modal } from '../Modal';
import { Message } from './ConfirmDialog.styles';

export interface ConfirmDialogProps extends WidgetRootProps {
  /** Shows the dialog. */
  open: boolean;
  /** The question, e.g. 'Are you sure to fetch product variant for this site?'. */
  title: ReactNode;
  /** More detail under the title, e.g. what will be lost. */
  message?: ReactNode;
  /** Text of the confirm button. */
  confirmLabel?: string;
  /** Text of the cancel button. */
  cancelLabel?: string;
  /** A destructive action: red confirm button, and focus starts on Cancel so Enter does no harm. */
  danger?: boolean;
  /** The confirmed action is under way: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels: Cancel, the close button, Escape or the backdrop. */
  onCancel: () => void;
  /** Width of the dialog box in pixels or any CSS length. */
  width?: number | string;
}

/** Asks the user to confirm an action, as an alertdialog built on Modal. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
  width = 420,
  className,
  style,
  id,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={loading ? () => undefined : onCancel}
      title={title}
      role="alertdialog"
      describedBy={message ? messageId : undefined}
      width={width}
      hideCloseButton={loading}
      className={className}
      style={style}
      id={id}
    >
      {message && <Message id={messageId}>{message}</Message>}
      <Modal.Footer>
        <Button data-autofocus={danger || undefined} onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button
          data-autofocus={danger ? undefined : true}
          variant={danger ? 'danger' : 'primary'}
          loading={loading}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
