import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { POLICY_TYPE_LABELS, type PolicyType } from '@podoffice/domain';
import { Alert, Button, Card, ConfirmDialog, RowActions, Skeleton } from '@podoffice/ui';
import type { PolicyFieldsFragment } from '../../api';
import { Empty, Entries, Entry, Grid, TitleButton } from './PolicyColumns.styles';

export interface PolicyColumnsProps {
  /** Every guideline (type 1) and policy (type 2), each column showing its own by sorting. */
  entries: PolicyFieldsFragment[];
  /** Shows skeleton lines in both columns. */
  loading?: boolean;
  /** The message of a failed load; it replaces the columns. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** Called when the user opens an entry to read it. */
  onView: (entry: PolicyFieldsFragment) => void;
  /** Shows Edit and Delete on every entry (canManageCatalogueRules: Administrator only). */
  canManage?: boolean;
  /** Deletes an entry once the user confirmed; the dialog stays busy until the promise settles. */
  onDelete?: (entry: PolicyFieldsFragment) => Promise<unknown>;
}

/** Edit links go to /guideline-policy/{id}. */
export const policyEditPath = (id: string) => `/guideline-policy/${id}`;

const COLUMNS: Array<{ type: PolicyType; empty: string }> = [
  { type: 1, empty: 'No guidelines yet.' },
  { type: 2, empty: 'No policies yet.' },
];

const bySorting = (a: PolicyFieldsFragment, b: PolicyFieldsFragment) =>
  a.sorting - b.sorting || Number(a.id) - Number(b.id);

/**
 * Guideline & Policy as two columns, each ordered by sorting; a title opens the entry, and an
 * Administrator gets Edit and Delete (after a confirmation) on every entry.
 */
export function PolicyColumns({
  entries,
  loading = false,
  error,
  onRetry,
  onView,
  canManage = false,
  onDelete,
}: PolicyColumnsProps) {
  const navigate = useNavigate();
  const [doomed, setDoomed] = useState<PolicyFieldsFragment | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!doomed || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(doomed);
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  if (error) {
    return (
      <Alert variant="error" action={onRetry && <Button onClick={onRetry}>Retry</Button>}>
        {error}
      </Alert>
    );
  }

  return (
    <>
      <Grid aria-busy={loading || undefined}>
        {COLUMNS.map(({ type, empty }) => {
          const label = POLICY_TYPE_LABELS[type];
          const column = entries.filter((entry) => entry.type === type).sort(bySorting);
          return (
            <Card key={type} title={label}>
              {loading ? (
                <Skeleton lines={4} label={`Loading the ${label.toLowerCase()} column`} />
              ) : column.length === 0 ? (
                <Empty>{empty}</Empty>
              ) : (
                <Entries>
                  {column.map((entry) => (
                    <Entry key={entry.id}>
                      <TitleButton type="button" onClick={() => onView(entry)}>
                        {entry.title}
                      </TitleButton>
                      {canManage && (
                        <RowActions
                          name={entry.title}
                          actions={[
                            {
                              key: 'edit',
                              label: 'Edit',
                              onSelect: () => navigate(policyEditPath(entry.id)),
                            },
                            {
                              key: 'delete',
                              label: 'Delete',
                              danger: true,
                              onSelect: () => setDoomed(entry),
                            },
                          ]}
                        />
                      )}
                    </Entry>
                  ))}
                </Entries>
              )}
            </Card>
          );
        })}
      </Grid>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete this ${doomed?.type === 2 ? 'policy' : 'guideline'}?`}
        message={doomed?.title}
        confirmLabel="Delete"
        danger
        loading={busy}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
