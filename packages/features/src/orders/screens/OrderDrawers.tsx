import { useState } from 'react';
import { MESSAGES, ORDER_COMMENT_MAX } from '@podoffice/domain';
import { OrderActivitiesDrawer, OrderCommentsDrawer, OrderInfoDrawer } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import {
  useCreateCommentMutation,
  useOrderCommentsQuery,
  useOrderEntityLogsQuery,
  useOrderQuery,
  type OrderRowFieldsFragment,
} from '../api';
import type { ReadOnlyOrderAction } from './orderRows';

/**
 * An order's total as its reader may see it: price x quantity, or for a Supplier, who does not
 * read the shopper's price (canReadOrderPrices), what it is paid for the items.
 */
function lineTotal(
  order: Pick<OrderRowFieldsFragment, 'price' | 'supplier_cost' | 'quantity'> | undefined,
): number | undefined {
  const unit = order ? (order.price ?? order.supplier_cost) : null;
  return order && unit !== null && unit !== undefined ? unit * order.quantity : undefined;
}

/** Which read-only drawer is open, and for which order. */
export type OpenDrawer = { kind: ReadOnlyOrderAction; orderId: string } | null;

/**
 * The drawers every row's menu has: Activities, Order info and Comments, whose Send writes a
 * comment (createComment) when the state machine lets the caller comment on the order.
 */
export function OrderDrawers({
  drawer,
  onClose,
  hits,
  canSend = false,
}: {
  drawer: OpenDrawer;
  onClose: () => void;
  hits: readonly OrderRowFieldsFragment[];
  /**
   * The caller may write in this order's Comments drawer (the 'comment' rule); without it the
   * drawer only reads (Api/CSV Orders keeps to reading until its actions are wired).
   */
  canSend?: boolean;
}) {
  const orderId = drawer?.orderId ?? '';
  const numericId = Number(orderId);
  const [logLimit, setLogLimit] = useState(20);
  const logs = useOrderEntityLogsQuery(
    { filter: { id: orderId, entity_name: 'order', limit: logLimit } },
    { skip: drawer?.kind !== 'activities' },
  );
  const info = useOrderQuery({ id: orderId }, { skip: drawer?.kind !== 'orderInfo' });
  const comments = useOrderCommentsQuery(
    { order_id: orderId },
    { skip: drawer?.kind !== 'comments' },
  );
  const [createComment, sending] = useCreateCommentMutation();
  const row = hits.find((order) => order.id === orderId);
  const order = info.currentData?.order;
  const close = () => {
    setLogLimit(20);
    onClose();
  };
  return (
    <>
      <OrderActivitiesDrawer
        open={drawer?.kind === 'activities'}
        onClose={close}
        orderId={numericId}
        logs={logs.currentData?.entityLogs.hits ?? []}
        total={logs.currentData?.entityLogs.count}
        onLoadMore={() => setLogLimit((limit) => Math.min(100, limit + 20))}
        loadingMore={logs.isFetching && Boolean(logs.currentData)}
        loading={logs.isLoading || (logs.isFetching && !logs.currentData)}
        error={logs.isError ? errorMessage(logs.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void logs.refetch()}
      />
      <OrderInfoDrawer
        open={drawer?.kind === 'orderInfo'}
        onClose={close}
        orderId={numericId}
        shipping={order?.shipping}
        total={lineTotal(order ?? row)}
        loading={info.isFetching && !order}
        error={info.isError ? errorMessage(info.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void info.refetch()}
      />
      <OrderCommentsDrawer
        open={drawer?.kind === 'comments'}
        onClose={close}
        orderId={numericId}
        comments={comments.currentData?.OrderComments ?? []}
        loading={comments.isFetching && !comments.currentData}
        error={comments.isError ? errorMessage(comments.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void comments.refetch()}
        maxLength={ORDER_COMMENT_MAX}
        // unwrap rejects on failure, so the drawer keeps the text; the store's toast says why.
        onSend={
          canSend
            ? (text) => createComment({ order_id: orderId, comment: text }).unwrap()
            : undefined
        }
        sending={sending.isLoading}
      />
    </>
  );
}
