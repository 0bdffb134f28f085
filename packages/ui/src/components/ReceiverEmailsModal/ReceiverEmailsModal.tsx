import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SETTINGS_LIMITS, exportEmailsSchema, firstValidationError } from '@podoffice/domain';
import { boxReset, podTheme } from '../../theme';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Modal } from '../Modal';
import { TextInput } from '../TextInput';

const Rows = styled.div`
  ${boxReset}
  display: grid;
  gap: ${({ theme }) => podTheme(theme).space.sm};
`;

const Row = styled.div`
  ${boxReset}
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => podTheme(theme).space.sm};
  & > :first-child {
    flex: 1;
  }
`;

export interface ReceiverEmailsModalProps {
  open: boolean;
  /** The modal's heading, e.g. "Export orders". */
  title: string;
  /** The addresses it opens with (the user's own for orders). */
  initialEmails?: string[];
  /** Called with the trimmed receivers once they pass the receiver rules. */
  onSubmit: (emails: string[]) => void;
  onCancel: () => void;
  /** The export is being asked for: the form is busy. */
  submitting?: boolean;
  /** Why the export was refused (the server's message). */
  error?: string | null;
}

/**
 * The Receiver Email modal of the exports (orders, trackings, products): one to five addresses,
 * each well formed and none twice (the domain's exportEmailsSchema, whose messages it shows), the
 * user's own preset. Nothing is sent until they pass.
 */
export function ReceiverEmailsModal({
  open,
  title,
  initialEmails = [''],
  onSubmit,
  onCancel,
  submitting = false,
  error,
}: ReceiverEmailsModalProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} width={480}>
      <ReceiverEmailsForm
        initialEmails={initialEmails.length > 0 ? initialEmails : ['']}
        onSubmit={onSubmit}
        onCancel={onCancel}
        submitting={submitting}
        error={error}
      />
    </Modal>
  );
}

function ReceiverEmailsForm({
  initialEmails,
  onSubmit,
  onCancel,
  submitting,
  error,
}: Omit<ReceiverEmailsModalProps, 'open' | 'title'> & { initialEmails: string[] }) {
  const [emails, setEmails] = useState(initialEmails);
  const [problem, setProblem] = useState<string | null>(null);
  const full = emails.length >= SETTINGS_LIMITS.exportEmailsMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = emails.map((email) => email.trim());
    const message = await firstValidationError(exportEmailsSchema, trimmed);
    setProblem(message ?? null);
    if (!message) onSubmit(trimmed);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Rows>
        {emails.map((email, i) => (
          <Row key={i}>
            <FormField label={`Receiver email ${i + 1}`} required={i === 0}>
              <TextInput
                type="email"
                value={email}
                autoComplete="email"
                disabled={submitting}
                onChange={(event) =>
                  setEmails(emails.map((e, j) => (j === i ? event.target.value : e)))
                }
              />
            </FormField>
            {emails.length > 1 && (
              <Button
                variant="link"
                aria-label={`Remove receiver email ${i + 1}`}
                disabled={submitting}
                onClick={() => setEmails(emails.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            )}
          </Row>
        ))}
        <div>
          <Button
            variant="link"
            disabled={full || submitting}
            onClick={() => setEmails([...emails, ''])}
          >
            Add receiver
          </Button>
        </div>
        {(problem || error) && <Alert variant="error">{problem ?? error}</Alert>}
      </Rows>
      <Modal.Footer>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={submitting}>
          Export
        </Button>
      </Modal.Footer>
    </form>
  );
}
