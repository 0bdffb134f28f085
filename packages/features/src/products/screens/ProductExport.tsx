import { useCallback, useState } from 'react';
import { PRODUCT_MESSAGES } from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { ProductFilter } from '../../api/types.generated';
import { errorMessage } from '../../api/baseApi';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useExportProductMutation } from '../api';
import { ExportProgress } from './ProductsScreen.styles';

export interface ProductExportProps {
  /** The list's filter (site, product type, search) without its page. */
  filter: ProductFilter;
}

/**
 * Export Product (spec 2 §2, §5 receivers, §7 exportProduct, §8): the modal titled Receiver Email
 * (at most five, the user's own address first), then a job followed in the page; §8's success
 * once the link is mailed.
 */
export function ProductExport({ filter }: ProductExportProps) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [exportProduct, exporting] = useExportProductMutation();
  const onEnd = useCallback(
    (job: { status: string; error?: string | null }) =>
      dispatch(
        job.status === 'done'
          ? notify({ type: 'success', message: PRODUCT_MESSAGES.exported })
          : notify({ type: 'error', message: job.error ?? 'The export failed' }),
      ),
    [dispatch],
  );
  const progress = useJobProgress(jobId, onEnd);

  const submit = async (emails: string[]) => {
    const result = await exportProduct({
      filter: {
        emails,
        search: filter.search,
        site_ids: filter.site_ids,
        product_type_ids: filter.product_type_ids,
      },
    });
    if (result.data) {
      setJobId(result.data.exportProduct.id);
      setOpen(false);
      exporting.reset();
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Export Product</Button>
      {progress && (
        <ExportProgress>
          <JobProgress title="Exporting products" {...progress} />
        </ExportProgress>
      )}
      <ReceiverEmailsModal
        open={open}
        title="Receiver Email"
        initialEmails={user?.email ? [user.email] : ['']}
        onSubmit={(emails) => void submit(emails)}
        onCancel={() => {
          setOpen(false);
          exporting.reset();
        }}
        submitting={exporting.isLoading}
        error={exporting.isError ? errorMessage(exporting.error, 'Export failed') : null}
      />
    </>
  );
}
