import { useCallback, useRef, useState } from 'react';
import { PRODUCT_MESSAGES as M } from '@podoffice/domain';
import type { JobProgressProps } from '@podoffice/ui';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useFetchProductFromSiteMutation } from '../api';
import type { VariantRow } from '../components/ProductForm';

interface Queue {
  items: { id: string; name: string }[];
  index: number;
  variants: VariantRow[];
}

export interface MappingQueue {
  /** Maps each shop product in turn with the same variants and prices. */
  start: (items: { id: string; name: string }[], variants: VariantRow[]) => void;
  /** The mapping under way: its product, its place in the queue and its job's progress. */
  current: {
    name: string;
    position: number;
    total: number;
    progress?: Omit<JobProgressProps, 'title'>;
  } | null;
  underWay: boolean;
}

/**
 * Start Mapping (fetchProductFromSite): the chosen shop products mapped one after the other
 * (one job each, so a shop's API is not asked for everything at once), each ending in a toast:
 * 'Successfuly to map product #{id}', or the reason it failed (the server's message). A
 * product mapped is handed to `onMapped`, so it leaves the list at once.
 */
export function useMappingQueue(siteId: string, onMapped: (id: string) => void): MappingQueue {
  const dispatch = useAppDispatch();
  const [startMapping] = useFetchProductFromSiteMutation();
  const [queue, setQueue] = useState<Queue | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  // The queue as the job's end reads it (the callback outlives the render that made it).
  const latest = useRef<Queue | null>(null);

  const run = useCallback(
    async (next: Queue | null) => {
      latest.current = next;
      setQueue(next);
      setJobId(null);
      const item = next?.items[next.index];
      if (!next || !item) {
        latest.current = null;
        setQueue(null);
        return;
      }
      const started = await startMapping({
        site_id: siteId,
        product_id: item.id,
        origin_product: {
          variants: next.variants.map((row) => ({
            product_type_variant_id: row.id,
            regular_price: row.regular ?? 0,
            sale_price: row.sale ?? 0,
          })),
        },
      });
      // A refusal is the global toast's (the first server message); the next product goes on.
      if (started.data) setJobId(started.data.fetchProductFromSite.id);
      else await run({ ...next, index: next.index + 1 });
    },
    [siteId, startMapping],
  );

  const onEnd = useCallback(
    (job: { status: string; result?: string | null; error?: string | null }) => {
      const now = latest.current;
      const item = now?.items[now.index];
      if (!now || !item) return;
      if (job.status === 'done') {
        const result = JSON.parse(job.result ?? '{}') as { message?: string };
        dispatch(notify({ type: 'success', message: result.message ?? M.mapped(item.id) }));
        onMapped(item.id);
      } else {
        dispatch(notify({ type: 'error', message: `${item.name}: ${job.error ?? M.pushFailed}` }));
      }
      void run({ ...now, index: now.index + 1 });
    },
    [dispatch, onMapped, run],
  );
  const progress = useJobProgress(jobId, onEnd);

  const item = queue?.items[queue.index];
  return {
    start: (items, variants) => void run({ items, index: 0, variants }),
    current:
      queue && item
        ? { name: item.name, position: queue.index + 1, total: queue.items.length, progress }
        : null,
    underWay: queue !== null,
  };
}
