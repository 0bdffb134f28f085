import type { ReactNode } from 'react';
import { CloseIcon } from '../../icons';
import { RemoveButton, TagRoot } from './Tag.styles';

export interface TagProps {
  /** The tag's text. */
  children: ReactNode;
  /** Shows a remove button that calls this. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to 'Remove <text>'. */
  removeLabel?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** A small label, e.g. an export e-mail address or a filter in use; optionally removable. */
export function Tag({ children, onRemove, removeLabel, className }: TagProps) {
  const label =
    removeLabel ??
    (typeof children === 'string' || typeof children === 'number'
      ? `Remove ${children}`
      : 'Remove');
  return (
    <TagRoot className={className}>
      <span>{children}</span>
      {onRemove && (
        <RemoveButton type="button" aria-label={label} title={label} onClick={onRemove}>
          <CloseIcon size={12} />
        </RemoveButton>
      )}
    </TagRoot>
  );
}
