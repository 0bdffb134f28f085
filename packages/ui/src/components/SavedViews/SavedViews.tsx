import { useState, type CSSProperties, type FormEvent } from 'react';
import { CloseIcon } from '../../icons';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormField } from '../FormField';
import { Popover } from '../Popover';
import { Skeleton } from '../Skeleton';
import { TextInput } from '../TextInput';
import {
  ApplyButton,
  DeleteButton,
  Heading,
  Root,
  SaveActions,
  SaveForm,
  ViewItem,
  ViewList,
} from './SavedViews.styles';

/** One saved view as the bar lists it. */
export interface SavedViewItem {
  id: string;
  name: string;
}

export interface SavedViewsProps {
  /** The user's views, in the order shown. */
  views: readonly SavedViewItem[];
  /** The view whose tab, filters and columns are the ones shown now, if any. */
  activeId?: string | null;
  /** Shows the current tab, filters and columns of this view. */
  onApply: (id: string) => void;
  /**
   * Saves what is shown under a name. Resolves with the reason it was not saved (shown under the
   * name, the panel stays open with what was typed) or null once saved (the panel closes).
   */
  onSave: (name: string) => Promise<string | null>;
  /** Deletes a view, after the user confirmed it. Resolves when done (the dialog stays busy). */
  onDelete: (id: string) => Promise<unknown>;
  /** The views are loading: a placeholder in their place. */
  loading?: boolean;
  /** The views could not be loaded: this message and Retry (onRetry) in their place. */
  error?: string | null;
  onRetry?: () => void;
  /** The most views kept: Save view says so instead of opening once it is reached. */
  max?: number;
  /** The bar's name for assistive technology. */
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
  id?: string;
}

/**
 * A row of a user's saved views above a list: each applies its tab, filters and columns at a
 * click (the one in force is pressed), a cross deletes it after a confirmation, and 'Save view'
 * names what is shown now. The caller stores the views and applies them.
 */
export function SavedViews({
  views,
  activeId = null,
  onApply,
  onSave,
  onDelete,
  loading = false,
  error = null,
  onRetry,
  max,
  'aria-label': ariaLabel = 'Saved views',
  className,
  style,
  id,
}: SavedViewsProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedViewItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const full = max !== undefined && views.length >= max;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName('');
      setProblem(null);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const refused = await onSave(name);
      if (refused) setProblem(refused);
      else openChange(false);
    } finally {
      setSaving(false);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await onDelete(deleting.id);
      setDeleting(null);
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <Root aria-label={ariaLabel} className={className} style={style} id={id}>
      <Heading>Views</Heading>
      {loading ? (
        <Skeleton width={160} label="Loading your saved views" />
      ) : error ? (
        <>
          <Heading role="alert">{error}</Heading>
          {onRetry && (
            <Button size="sm" variant="link" onClick={onRetry}>
              Retry
            </Button>
          )}
        </>
      ) : views.length === 0 ? (
        <Heading>none saved yet</Heading>
      ) : (
        <ViewList>
          {views.map((view) => (
            <ViewItem key={view.id} $active={view.id === activeId}>
              <ApplyButton
                type="button"
                aria-pressed={view.id === activeId}
                onClick={() => onApply(view.id)}
              >
                {view.name}
              </ApplyButton>
              <DeleteButton
                type="button"
                aria-label={`Delete view ${view.name}`}
                title={`Delete view ${view.name}`}
                onClick={() => setDeleting(view)}
              >
                <CloseIcon size={12} />
              </DeleteButton>
            </ViewItem>
          ))}
        </ViewList>
      )}
      {full ? (
        <Heading>{`${max} views saved: delete one to save another`}</Heading>
      ) : (
        <Popover
          label="Save view"
          title="Save this view"
          open={open}
          onOpenChange={openChange}
          width={300}
          variant="link"
        >
          <SaveForm onSubmit={(event) => void submit(event)} noValidate>
            <FormField
              label="View name"
              help="Keeps the tab, filters and columns shown now."
              error={problem}
            >
              <TextInput
                value={name}
                maxLength={40}
                autoFocus
                onChange={(event) => {
                  setName(event.target.value);
                  setProblem(null);
                }}
              />
            </FormField>
            <SaveActions>
              <Button size="sm" variant="secondary" onClick={() => openChange(false)}>
                Cancel
              </Button>
              <Button size="sm" type="submit" loading={saving}>
                Save
              </Button>
            </SaveActions>
          </SaveForm>
        </Popover>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this view?"
        message={deleting ? `The view "${deleting.name}" will be deleted.` : undefined}
        confirmLabel="Delete"
        danger
        loading={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Root>
  );
}
