import { useState } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { OrderActivitiesDrawer, OrderCommentsDrawer, OrderInfoDrawer } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import {
  useOrderCommentsQuery,
  useOrderEntityLogsQuery,
  useOrderQuery,
  type OrderRowFieldsFragment,
} from '../api';
import type { ReadOnlyOrderAction } from './orderRows';

/** Which read-only drawer is open, and for which order. */
export type OpenDrawer = { kind: ReadOnlyOrderAction; orderId: string } | null;

/** The read-only drawers of a row's menu: Activities, Order info and Comments. */
export function OrderDrawers({
  drawer,
  onClose,
  hits,
}: {
  drawer: OpenDrawer;
  onClose: () => void;
  hits: readonly OrderRowFieldsFragment[];
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
        total={order ? order.price * order.quantity : row ? row.price * row.quantity : undefined}
        loading={info.isFetching && !order}
        error={info.isError ? errorMessage(info.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void info.refetch()}
      />
      {/* Read only: no Send box until the createComment mutation exists (a later wave wires onSend). */}
      <OrderCommentsDrawer
        open={drawer?.kind === 'comments'}
        onClose={close}
        orderId={numericId}
        comments={comments.currentData?.OrderComments ?? []}
        loading={comments.isFetching && !comments.currentData}
        error={comments.isError ? errorMessage(comments.error, MESSAGES.somethingWrong) : undefined}
        onRetry={() => void comments.refetch()}
      />
    </>
  );
}
