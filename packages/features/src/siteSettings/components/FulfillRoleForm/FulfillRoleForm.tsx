import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_ORDER_HOLD_HOURS, orderHoldHours } from '@podoffice/domain';
import { Alert, Button, Switch } from '@podoffice/ui';
import { Actions, Explanation, Form } from './FulfillRoleForm.styles';

export interface FulfillRoleFormProps {
  /** Whether the site has the Fulfill role now. */
  initialValue: boolean;
  /** Saves the new state; the Save button stays busy until the promise settles. */
  onSubmit: (fulfillRole: boolean) => Promise<unknown>;
}

function holdText(fulfillRole: boolean): string {
  const hours = orderHoldHours(fulfillRole);
  return hours === 0
    ? 'Paid orders go to production at once.'
    : `Paid orders wait ${hours} hours before production.`;
}

/**
 * The Fulfill role tab of Site settings: with the role on, the site's paid orders
 * skip the default 24-hour hold and go to production at once.
 */
export function FulfillRoleForm({ initialValue, onSubmit }: FulfillRoleFormProps) {
  const [on, setOn] = useState(initialValue);
  const [saving, setSaving] = useState(false);
  // A saved (or reloaded) value from the server replaces what the form shows.
  useEffect(() => setOn(initialValue), [initialValue]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSubmit(on);
    } catch {
      // The failure is already announced (a toast); the switch keeps the unsaved choice.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Fulfill role">
      <Explanation>
        Paid orders are held for {DEFAULT_ORDER_HOLD_HOURS} hours before production. The Fulfill
        role removes this hold for this site.
      </Explanation>
      <Switch label="Fulfill role" checked={on} onChange={setOn} />
      <Alert variant="info">{holdText(on)}</Alert>
      <Actions>
        <Button type="submit" variant="primary" loading={saving}>
          Save
        </Button>
      </Actions>
    </Form>
  );
}
