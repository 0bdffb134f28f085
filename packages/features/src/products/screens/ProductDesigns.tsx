import { useState } from 'react';
import { ORDER_MESSAGES } from '@podoffice/domain';
import { Alert, Button } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import type { UploadedFile } from '../../shared/uploadFile';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useUpdatePrintFilesMutation, type ProductDetailFieldsFragment } from '../api';
import { PrintAreaUploads } from '../components/PrintAreaUploads';
import { Actions } from '../components/ProductForm/ProductForm.styles';
import { DesignsSection } from './EditProductScreen.styles';

/**
 * The product's designs (updatePrintFiles): each print area of its product types, its design
 * now, and a drop zone (PrintAreaUploads); Save gives the areas their new designs ('Print Files
 * saved'). The orders mapped to the product later start with them.
 */
export function ProductDesigns({ product }: { product: ProductDetailFieldsFragment }) {
  const dispatch = useAppDispatch();
  const [save, saving] = useUpdatePrintFilesMutation();
  const [uploaded, setUploaded] = useState<Record<string, UploadedFile>>({});

  const typeTitle = new Map(product.variants.map((v) => [v.product_type_id, v.product_type_title]));
  const types = [...new Set(product.print_files.map((f) => f.product_type_id))];

  const submit = async () => {
    const result = await save({
      product_id: product.id,
      print_files: types
        .map((typeId) => ({
          product_type_id: typeId,
          print_files: product.print_files
            .filter((f) => f.product_type_id === typeId && uploaded[f.print_area_id])
            .map((f) => ({
              print_area_id: f.print_area_id,
              file_id: uploaded[f.print_area_id]!.fileId,
            })),
        }))
        .filter((group) => group.print_files.length > 0),
    });
    if (result.data) {
      setUploaded({});
      dispatch(notify({ type: 'success', message: ORDER_MESSAGES.printFilesSaved }));
    }
  };

  if (product.print_files.length === 0) return null;
  return (
    <DesignsSection aria-labelledby="product-designs">
      <h3 id="product-designs">Designs</h3>
      <PrintAreaUploads
        areas={product.print_files.map((f) => ({
          id: f.print_area_id,
          title: f.title,
          typeId: f.product_type_id,
          typeTitle: typeTitle.get(f.product_type_id) ?? f.product_type_id,
          width: f.width,
          height: f.height,
          fileUrl: f.file_url,
        }))}
        uploaded={uploaded}
        onUploaded={(areaId, file) => setUploaded((u) => ({ ...u, [areaId]: file }))}
        keptWhen="(kept once you Save designs)"
        disabled={saving.isLoading}
      />
      {saving.isError && (
        <Alert variant="error">{errorMessage(saving.error, 'The designs were not saved')}</Alert>
      )}
      <Actions>
        <Button
          variant="primary"
          onClick={() => void submit()}
          disabled={Object.keys(uploaded).length === 0}
          loading={saving.isLoading}
        >
          Save designs
        </Button>
      </Actions>
    </DesignsSection>
  );
}
