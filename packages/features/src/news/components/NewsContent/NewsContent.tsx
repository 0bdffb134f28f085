import { useMemo } from 'react';
import { sanitizeHtml } from '../../../shared/sanitizeHtml';
import { Body } from './NewsContent.styles';

export interface NewsContentProps {
  /** The stored HTML of a news item; it is sanitised before it reaches the page. */
  html: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The body of a news item: its stored HTML, sanitised with DOMPurify, in the reading styles. */
export function NewsContent({ html, className }: NewsContentProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Body className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
