import { formatOrderDate, orderIdLabel } from '@podoffice/domain';
import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { FormField } from '../FormField';
import { LoadState } from '../LoadState';
import { TextArea } from '../TextArea';
import {
  Author,
  CommentItem,
  CommentList,
  CommentText,
  Composer,
  ComposerRow,
  Meta,
} from './OrderCommentsDrawer.styles';

/** A comment on an order. */
export interface OrderComment {
  id: string | number;
  /** ISO date-time it was written. */
  created_at: string;
  author?: { first_name?: string | null; last_name?: string | null } | null;
  comment: { user_content: string };
}

export interface OrderCommentsDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The order's comments, oldest first (OrderComments). */
  comments: readonly OrderComment[];
  /** The comments are loading. */
  loading?: boolean;
  /** The comments could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /**
   * Called with the new comment's text on Send (createComment). When it returns a promise, the
   * box is emptied once it resolves and keeps the text if it rejects. Without it the drawer only
   * reads: no box is shown (a screen whose createComment call is not wired yet).
   */
  onSend?: (text: string) => void | Promise<unknown>;
  /** The comment is being sent: Send shows busy. */
  sending?: boolean;
  /** The server refused the comment, e.g. its first error message. */
  sendError?: ReactNode;
  /** The longest comment accepted. */
  maxLength?: number;
}

/** Not in the spec: what Send says when the box is empty. */
export const EMPTY_COMMENT = 'Please enter a comment.';

/** Not in the spec: the hint under the box. */
export const SEND_SHORTCUT_HINT = 'Ctrl+Enter (⌘+Enter on a Mac) sends.';

/** Not in the spec: a bound so a pasted document cannot become one comment. */
export const COMMENT_MAX_LENGTH = 2000;

function authorName(comment: OrderComment): string {
  const name = [comment.author?.first_name, comment.author?.last_name].filter(Boolean).join(' ');
  return name || 'Unknown';
}

/** The Comments drawer of an order: who wrote what and when, and a box to add one. */
export function OrderCommentsDrawer({
  open,
  onClose,
  orderId,
  comments,
  loading = false,
  error,
  onRetry,
  onSend,
  sending = false,
  sendError,
  maxLength = COMMENT_MAX_LENGTH,
}: OrderCommentsDrawerProps) {
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const send = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return setMessage(EMPTY_COMMENT);
    setMessage(null);
    const result = onSend?.(text);
    if (result instanceof Promise) {
      // A refusal is shown by the caller through sendError; the text stays to try again.
      result.then(
        () => setDraft(''),
        () => undefined,
      );
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={`Comments ${orderIdLabel(orderId)}`} width={520}>
      <LoadState
        loading={loading}
        loadingLabel="Loading comments"
        error={error}
        onRetry={onRetry}
        empty={comments.length === 0}
        emptyMessage="No comments yet"
      >
        <CommentList aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem key={comment.id}>
              <Meta>
                <Author>{authorName(comment)}</Author>
                <time dateTime={comment.created_at}>{formatOrderDate(comment.created_at)}</time>
              </Meta>
              <CommentText>{comment.comment.user_content}</CommentText>
            </CommentItem>
          ))}
        </CommentList>
      </LoadState>
      {onSend && (
        <Composer onSubmit={send} noValidate>
          <ComposerRow>
            <FormField
              label="Comment"
              name="comment"
              error={message ?? undefined}
              help={SEND_SHORTCUT_HINT}
            >
              <TextArea
                value={draft}
                rows={3}
                maxLength={maxLength}
                showCount
                aria-keyshortcuts="Control+Enter Meta+Enter"
                onChange={(event) => {
                  setDraft(event.target.value);
                  if (message) setMessage(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !sending) {
                    send(event);
                  }
                }}
              />
            </FormField>
            <Button type="submit" variant="primary" loading={sending}>
              Send
            </Button>
          </ComposerRow>
          {sendError && <Alert variant="error">{sendError}</Alert>}
        </Composer>
      )}
    </Drawer>
  );
}
