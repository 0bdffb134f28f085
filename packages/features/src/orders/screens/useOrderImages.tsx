import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { OrderTableRow } from '@podoffice/ui';
import type { OrderRowFieldsFragment } from '../api';
import { ORDER_FILES_BASE } from './orderDisplay';

// The carousel loads on its first opening: most visits only read the list (the route's budget).
const OrderImagesModal = lazy(() =>
  import('../components/OrderImagesModal').then((m) => ({ default: m.OrderImagesModal })),
);

/**
 * The image product carousel of an order list: OrderTable's onImageClick, and the
 * modal to render beside the table, open on the pressed order's pictures.
 */
export function useOrderImages(hits: readonly OrderRowFieldsFragment[] | undefined): {
  onImageClick: (row: OrderTableRow) => void;
  carousel: ReactNode;
} {
  const [orderId, setOrderId] = useState<string | null>(null);
  const onImageClick = useCallback((row: OrderTableRow) => setOrderId(String(row.id)), []);
  const carousel = orderId ? (
    <Suspense fallback={null}>
      <OrderImagesModal
        order={hits?.find((hit) => hit.id === orderId)}
        onClose={() => setOrderId(null)}
        imageBaseUrl={ORDER_FILES_BASE}
      />
    </Suspense>
  ) : null;
  return { onImageClick, carousel };
}
