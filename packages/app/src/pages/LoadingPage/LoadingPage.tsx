import { Spinner } from '@podoffice/ui';
import { Centre } from './LoadingPage.styles';

export interface LoadingPageProps {
  /** Fill the whole window (while the session starts) rather than the page area (while a screen loads). */
  fullPage?: boolean;
  /** What is loading, read by screen readers. */
  label?: string;
}

/** A centred spinner that stands in for a page until it can render. */
export function LoadingPage({ fullPage = false, label = 'Loading' }: LoadingPageProps) {
  return (
    <Centre $fullPage={fullPage}>
      <Spinner size="lg" label={label} />
    </Centre>
  );
}
