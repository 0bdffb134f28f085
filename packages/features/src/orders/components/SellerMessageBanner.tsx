import { useMemo } from 'react';
import { Alert } from '@podoffice/ui';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { BannerHtml } from '../screens/OrdersScreen.styles';

export interface SellerMessageBannerProps {
  /** The seller_message app setting: stored HTML, sanitised here before it reaches the page. */
  html: string;
}

/** The seller_message app setting as an error-style banner over the seller's orders. */
export function SellerMessageBanner({ html }: SellerMessageBannerProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe.trim()) return null;
  return (
    <Alert variant="error">
      <BannerHtml data-testid="seller-message" dangerouslySetInnerHTML={{ __html: safe }} />
    </Alert>
  );
}
