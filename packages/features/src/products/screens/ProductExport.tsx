import { PRODUCT_MESSAGES } from '@podoffice/domain';
import { Button, JobProgress, ReceiverEmailsModal } from '@podoffice/ui';
import type { ProductFilter } from '../../api/types.generated';
import { useReceiverExport } from '../../shared/jobs/useReceiverExport';
import { useExportProductMutation } from '../api';
import { ExportProgress } from './ProductsScreen.styles';

export interface ProductExportProps {
  /** The list's filter (site, product type, search) without its page. */
  filter: ProductFilter;
}

/**
 * Export Product (exportProduct): the modal titled Receiver Email (at most five, the user's own
 * address first), then a job followed in the page; a success message once the link is mailed.
 */
export function ProductExport({ filter }: ProductExportProps) {
  const [exportProduct, exporting] = useExportProductMutation();
  const { progress, openModal, modal } = useReceiverExport(
    PRODUCT_MESSAGES.exported,
    async (emails) => {
      const { search, site_ids, product_type_ids } = filter;
      const result = await exportProduct({
        filter: { emails, search, site_ids, product_type_ids },
      });
      return { jobId: result.data?.exportProduct.id, error: result.error };
    },
  );

  return (
    <>
      <Button onClick={openModal}>Export Product</Button>
      {progress && (
        <ExportProgress>
          <JobProgress title="Exporting products" {...progress} />
        </ExportProgress>
      )}
      <ReceiverEmailsModal {...modal} title="Receiver Email" submitting={exporting.isLoading} />
    </>
  );
}
