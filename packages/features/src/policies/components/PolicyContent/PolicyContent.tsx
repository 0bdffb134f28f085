import { useMemo } from 'react';
import { looksLikeHtml } from '@podoffice/domain';
import { sanitizeHtml } from '../../../shared/sanitizeHtml';
import { Muted, Plain, Rich } from './PolicyContent.styles';

export interface PolicyContentProps {
  /** The stored description: HTML from the editor, plain text, or nothing. */
  description: string | null | undefined;
}

/**
 * A guideline's or policy's description: HTML is sanitised like every stored HTML (no scripts,
 * handlers, forms, styles or frames) before it is shown; plain text keeps its line breaks.
 */
export function PolicyContent({ description }: PolicyContentProps) {
  const html = useMemo(
    () => (looksLikeHtml(description) ? sanitizeHtml(description ?? '') : null),
    [description],
  );
  if (!description?.trim()) return <Muted>No description.</Muted>;
  if (html === null) return <Plain>{description}</Plain>;
  return <Rich dangerouslySetInnerHTML={{ __html: html }} />;
}
