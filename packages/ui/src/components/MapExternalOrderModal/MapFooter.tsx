import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface MapFooterProps {
  /** What the form says is missing (a warning). */
  message?: string | null;
  /** The server refused the mapping. */
  submitError?: ReactNode;
  onClose: () => void;
  submitting?: boolean;
  submitLabel: string;
}

/** The end of both mappings' forms: what is missing, the server's refusal, Cancel and Map. */
export function MapFooter({
  message,
  submitError,
  onClose,
  submitting,
  submitLabel,
}: MapFooterProps) {
  return (
    <>
      {message && <Alert variant="warning">{message}</Alert>}
      {submitError && <Alert variant="error">{submitError}</Alert>}
      <Modal.Footer>
        <Button type="button" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={submitting}>
          {submitLabel}
        </Button>
      </Modal.Footer>
    </>
  );
}
