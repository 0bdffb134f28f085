import { MESSAGES, type MappedOrderRow } from '@podoffice/domain';
import { MapExternalOrderModal } from '@podoffice/ui';
import { errorMessage } from '../../../api/baseApi';
import { useVariantChoices } from '../../../shared/variantChoices/useVariantChoices';
import { useAppDispatch } from '../../../store/hooks';
import { notify } from '../../../store/notifications';
import { useImportOrderMutation, type ImportedProductMappingsQuery } from '../../api';

export type KnownProduct = ImportedProductMappingsQuery['importedProductMappings'][number];

export interface ImportRowHostProps {
  siteId: string;
  row: MappedOrderRow;
  /** The product's mapping by an earlier row: its type, and its variant when the variation matches. */
  known: KnownProduct | null;
  onClose: () => void;
  onImported: (row: MappedOrderRow) => void;
}

/**
 * One row of a shop's export imported (Select Product Type and Variants, ImportOrder): the
 * row's product, a product type and its variant (a product mapped by an earlier row starts at its
 * type and, for the same variation, its variant), then Import; 'Successfuly to import order
 * #{origin_id} item {item}', or the server's refusal inside the modal. Keyed by the row.
 */
export function ImportRowHost({ siteId, row, known, onClose, onImported }: ImportRowHostProps) {
  const dispatch = useAppDispatch();
  const { modal } = useVariantChoices(true, known?.product_type_id ?? null);
  const [importOrder, importing] = useImportOrderMutation();
  const sameVariation = known && known.product_variation === row.product_variation;
  const { row: _line, ...order } = row;
  return (
    <MapExternalOrderModal
      open
      onClose={onClose}
      title="Import order"
      submitLabel="Import"
      note="The product stays mapped: the file’s next rows of it start at this product type and variant."
      line={{
        product: row.product_title || `Product ${row.product_origin_id}`,
        variantTitle: row.product_variation || null,
        quantity: Number(row.quantity),
        orderNumber: `#${row.origin_id}, item ${row.item}`,
      }}
      {...modal}
      initialVariantId={sameVariation ? known.variant_id : null}
      submitting={importing.isLoading}
      submitError={
        importing.isError ? errorMessage(importing.error, MESSAGES.somethingWrong) : undefined
      }
      onSubmit={({ productTypeId, variantId }) => {
        void importOrder({
          data: {
            product_type_ids: [productTypeId],
            product_origin_id: row.product_origin_id,
            product_title: row.product_title,
            selected_variant_type_id: variantId,
            order: { ...order, site_id: siteId },
          },
        }).then((result) => {
          if (!result.data) return;
          dispatch(notify({ type: 'success', message: result.data.ImportOrder.message }));
          onImported(row);
        });
      }}
    />
  );
}
