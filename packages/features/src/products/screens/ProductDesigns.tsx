import { useState } from 'react';
import { DESIGN_MESSAGES, ORDER_MESSAGES, PRINT_FILE_EXTENSIONS } from '@podoffice/domain';
import { Alert, Button, FileUpload, PRINT_FILE_ACCEPT } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { uploadFile, type UploadedFile } from '../../shared/uploadFile';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useProductDesignUploadUrlMutation,
  useRecordProductDesignFileMutation,
  useUpdatePrintFilesMutation,
  type ProductDetailFieldsFragment,
} from '../api';
import { Actions, Muted } from '../components/ProductForm/ProductForm.styles';
import { AreaList, DesignsSection } from './EditProductScreen.styles';

/**
 * The product's designs (§7 updatePrintFiles): each print area of its product types, its design
 * now, and a drop zone; a picked file goes up at once (a signed address, the PUT with its
 * progress, its record) and Save gives the areas their new designs ('Print Files saved'). The
 * orders mapped to the product later start with them.
 */
export function ProductDesigns({ product }: { product: ProductDetailFieldsFragment }) {
  const dispatch = useAppDispatch();
  const [sign] = useProductDesignUploadUrlMutation();
  const [record] = useRecordProductDesignFileMutation();
  const [save, saving] = useUpdatePrintFilesMutation();
  const [uploaded, setUploaded] = useState<Record<string, UploadedFile>>({});
  const [progress, setProgress] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const typeTitle = new Map(product.variants.map((v) => [v.product_type_id, v.product_type_title]));
  const types = [...new Set(product.print_files.map((f) => f.product_type_id))];

  const onFile = async (areaId: string, file: File) => {
    setErrors(({ [areaId]: _gone, ...rest }) => rest);
    setProgress((p) => ({ ...p, [areaId]: 0 }));
    try {
      const done = await uploadFile(
        file,
        {
          sign: async (filename, fileMime) =>
            (await sign({ filename, fileMime }).unwrap()).createSignedUrl,
          record: async (input) => (await record({ input }).unwrap()).createFile,
        },
        (percent) => setProgress((p) => ({ ...p, [areaId]: percent })),
      );
      setUploaded((u) => ({ ...u, [areaId]: done }));
    } catch {
      setErrors((e) => ({ ...e, [areaId]: ORDER_MESSAGES.uploadFailed }));
    } finally {
      setProgress((p) => ({ ...p, [areaId]: null }));
    }
  };

  const changed = Object.keys(uploaded);
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
      {types.map((typeId) => (
        <AreaList key={typeId} aria-label={`Print areas of ${typeTitle.get(typeId) ?? typeId}`}>
          {product.print_files
            .filter((f) => f.product_type_id === typeId)
            .map((area) => {
              const fresh = uploaded[area.print_area_id];
              return (
                <li key={area.print_area_id}>
                  <div>
                    <strong>{area.title}</strong> <Muted as="span">{typeTitle.get(typeId)}</Muted>
                    {area.width && area.height ? (
                      <Muted>
                        {area.width} × {area.height} px
                      </Muted>
                    ) : null}
                    <Muted>
                      {fresh ? (
                        `New: ${fresh.fileName} (kept once you Save designs)`
                      ) : area.file_url ? (
                        <a href={area.file_url} target="_blank" rel="noopener noreferrer">
                          Open the design
                        </a>
                      ) : (
                        'No design yet'
                      )}
                    </Muted>
                  </div>
                  <FileUpload
                    compact
                    label={`Design of ${area.title} (${typeTitle.get(typeId) ?? ''})`}
                    hint={`${PRINT_FILE_EXTENSIONS.join(', ')}`}
                    accept={PRINT_FILE_ACCEPT}
                    onFiles={([file]) => file && void onFile(area.print_area_id, file)}
                    onReject={() =>
                      setErrors((e) => ({
                        ...e,
                        [area.print_area_id]: DESIGN_MESSAGES.printFileType,
                      }))
                    }
                    progress={progress[area.print_area_id] ?? null}
                    error={errors[area.print_area_id]}
                    previewUrl={fresh?.previewUrl ?? null}
                    previewAlt={`${area.title} design`}
                    disabled={saving.isLoading}
                  />
                </li>
              );
            })}
        </AreaList>
      ))}
      {saving.isError && (
        <Alert variant="error">{errorMessage(saving.error, 'The designs were not saved')}</Alert>
      )}
      <Actions>
        <Button
          variant="primary"
          onClick={() => void submit()}
          disabled={changed.length === 0}
          loading={saving.isLoading}
        >
          Save designs
        </Button>
      </Actions>
    </DesignsSection>
  );
}
