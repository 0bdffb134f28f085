import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, PRODUCT_TYPE_MESSAGES, canManageProductTypes } from '@podoffice/domain';
import { Alert, Button, Card, ConfirmDialog, Skeleton, type SelectOption } from '@podoffice/ui';
import { errorMessage, isNotFound } from '../../api/baseApi';
import type { ProductTypeInput } from '../../api/types.generated';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';
import { putFile } from '../../shared/putFile';
import { sellerOption } from '../../shared/sellerOption';
import { LEAVE_WARNING, useLeaveWarning } from '../../shared/useLeaveWarning';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useProductTypeCategoriesQuery, useProductTypeSuppliersQuery } from '../api';
import {
  useCreateProductTypeMutation,
  useLazyProductTypeFormAttributeTermsQuery,
  useProductTypeForEditQuery,
  useProductTypeFormAttributesQuery,
  useProductTypeFormCarriersQuery,
  useProductTypeImageUploadUrlMutation,
  useRecordProductTypeImageMutation,
  useUpdateProductTypeMutation,
} from '../api/productTypeForm';
import type { AttributeTermChoice } from '../components/ProductTypeForm/AttributesSection';
import { toProductTypeFormValues } from '../components/ProductTypeForm/formValues';
import { PRODUCT_TYPE_LIST_PATH } from '../paths';
import { FormPage } from './ProductTypeFormScreen.styles';

// The form (Formik, the pickers, its sections) loads beside the queries: the route's own chunk
// stays within its 50 kB budget.
const ProductTypeForm = lazy(() =>
  import('../components/ProductTypeForm/ProductTypeForm').then((m) => ({
    default: m.ProductTypeForm,
  })),
);

/** A .dxf drawing has no type in most browsers; the file store wants one to sign the upload. */
const mimeOf = (file: File) =>
  file.type || (/\.dxf$/i.test(file.name) ? 'image/vnd.dxf' : 'application/octet-stream');

/** Options for the chosen values the picker did not list (it failed, or the value left it). */
function withChosen(options: SelectOption[], chosen: readonly SelectOption[]): SelectOption[] {
  const listed = new Set(options.map((o) => o.value));
  return [...options, ...chosen.filter((o) => !listed.has(o.value))];
}

/**
 * Add a product type (/admin/product-types/add) or edit one (/admin/product-types/edit/{id}),
 * for Administrator and Listing (a Supporter reaching it reads 'Access denied', and the
 * server refuses the save). Saved: 'Product type has been created' / 'updated' and back to the
 * list; refused: the server's message ('SKU is duplicated') with everything kept.
 * Leaving with unsaved changes asks first.
 */
export function ProductTypeFormScreen() {
  const { id } = useParams();
  const editing = id !== undefined;
  const user = useAppSelector(selectCurrentUser);
  const allowed = canManageProductTypes(user);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const existing = useProductTypeForEditQuery({ id: id ?? '' }, { skip: !editing || !allowed });
  const attributes = useProductTypeFormAttributesQuery(undefined, { skip: !allowed });
  const carriers = useProductTypeFormCarriersQuery(undefined, { skip: !allowed });
  const categories = useProductTypeCategoriesQuery(undefined, { skip: !allowed });
  const suppliers = useProductTypeSuppliersQuery(undefined, { skip: !allowed });
  const [loadTerms] = useLazyProductTypeFormAttributeTermsQuery();
  const [createUploadUrl] = useProductTypeImageUploadUrlMutation();
  const [recordImage] = useRecordProductTypeImageMutation();
  const [createProductType] = useCreateProductTypeMutation();
  const [updateProductType] = useUpdateProductTypeMutation();

  const [dirty, setDirty] = useState(false);
  const leave = useLeaveWarning(dirty);
  const [saveError, setSaveError] = useState<string | null>(null);

  // Spec 2 §8: a picker that cannot load says 'Something wrong!'; the rest of the form works.
  const pickerFailed =
    attributes.isError || carriers.isError || categories.isError || suppliers.isError;
  useEffect(() => {
    if (pickerFailed) {
      dispatch(notify({ type: 'error', message: PRODUCT_TYPE_MESSAGES.somethingWrong }));
    }
  }, [pickerFailed, dispatch]);

  const type = existing.data?.productTypeById;
  const attributeChoices = useMemo(
    () => attributes.data?.getAttributes.hits ?? [],
    [attributes.data],
  );
  // The loaded type's attributes are matched to the picker's by name, so wait for both.
  const initialValues = useMemo(
    () =>
      type && !attributes.isLoading ? toProductTypeFormValues(type, attributeChoices) : undefined,
    [type, attributes.isLoading, attributeChoices],
  );
  const supplierOptions = useMemo(
    () =>
      withChosen(
        (suppliers.data?.users.hits ?? []).map(sellerOption),
        (type?.suppliers ?? []).map(sellerOption),
      ),
    [suppliers.data, type],
  );
  const categoryOptions = useMemo(
    () =>
      withChosen(
        (categories.data?.categories.hits ?? []).map((c) => ({ value: c.id, label: c.title })),
        (type?.categories ?? []).map((c) => ({ value: c.id, label: c.title })),
      ),
    [categories.data, type],
  );
  const carrierOptions = useMemo(
    () => (carriers.data?.carriers.hits ?? []).map((c) => ({ value: c.id, label: c.name })),
    [carriers.data],
  );
  // A carrier deleted since the type was saved stays on it until the editor removes it.
  const inactiveCarriers = useMemo(
    () =>
      (type?.product_type_carriers ?? []).flatMap((c) =>
        c.carrier && !c.carrier.status ? [{ value: c.carrier_id, label: c.carrier.name }] : [],
      ),
    [type],
  );

  const loadAttributeTerms = useCallback(
    async (attributeId: string): Promise<AttributeTermChoice[]> => {
      const data = await loadTerms({ attribute_id: attributeId }, true).unwrap();
      return data.getAttributeTerms.hits.map((t) => ({ name: t.option_name, sku: t.sku }));
    },
    [loadTerms],
  );

  // Spec 2 §7 Files: a signed address, the PUT with progress, then the file's record.
  const uploadImage = useCallback(
    async (file: File, onProgress: (percent: number) => void) => {
      try {
        const mime = mimeOf(file);
        const { createSignedUrl } = await createUploadUrl({
          filename: file.name,
          fileMime: mime,
        }).unwrap();
        await putFile(createSignedUrl.url, file, onProgress, mime);
        const { createFile } = await recordImage({
          input: {
            source: 'aws',
            key: createSignedUrl.key,
            file_name: file.name,
            file_mime: mime,
            file_size: file.size,
          },
        }).unwrap();
        return createFile.url;
      } catch (e) {
        dispatch(notify({ type: 'error', message: MESSAGES.uploadFailed }));
        throw e;
      }
    },
    [createUploadUrl, recordImage, dispatch],
  );

  const backToList = useCallback(() => navigate(PRODUCT_TYPE_LIST_PATH), [navigate]);
  const backButton = <Button onClick={backToList}>Back to product types</Button>;

  const save = async (input: ProductTypeInput) => {
    setSaveError(null);
    const result = id ? await updateProductType({ id, input }) : await createProductType({ input });
    if (result.error) {
      setSaveError(errorMessage(result.error, PRODUCT_TYPE_MESSAGES.somethingWrong));
      return;
    }
    leave.release();
    dispatch(
      notify({
        type: 'success',
        message: id ? PRODUCT_TYPE_MESSAGES.updated : PRODUCT_TYPE_MESSAGES.created,
      }),
    );
    backToList();
  };

  if (!allowed) {
    return (
      <Alert variant="warning" title={MESSAGES.accessDenied} action={backButton}>
        Only Administrators and Listing staff add or edit product types.
      </Alert>
    );
  }
  if (editing && (existing.isLoading || (type && attributes.isLoading))) {
    return <Skeleton lines={10} label="Loading the product type" />;
  }
  if (editing && (existing.isError || !type)) {
    return (
      <Alert variant="error" action={backButton}>
        {isNotFound(existing.error)
          ? PRODUCT_TYPE_MESSAGES.notFound
          : errorMessage(existing.error, PRODUCT_TYPE_MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  const heading = type ? `Edit product type ${type.title}` : 'New product type';
  return (
    <FormPage>
      <PageBreadcrumbs
        trail={[{ label: 'Product types', to: PRODUCT_TYPE_LIST_PATH }]}
        current={heading}
      />
      <Card title={heading}>
        <Suspense fallback={<Skeleton lines={10} label="Loading the form" />}>
          <ProductTypeForm
            initialValues={initialValues}
            attributes={attributeChoices}
            attributesLoading={attributes.isLoading}
            loadAttributeTerms={loadAttributeTerms}
            suppliers={supplierOptions}
            suppliersLoading={suppliers.isLoading}
            carriers={carrierOptions}
            inactiveCarriers={inactiveCarriers}
            carriersLoading={carriers.isLoading}
            categories={categoryOptions}
            categoriesLoading={categories.isLoading}
            uploadImage={uploadImage}
            onSubmit={save}
            onCancel={() => leave.guard(backToList)}
            onDirtyChange={setDirty}
            submitLabel="Save"
            error={saveError}
          />
        </Suspense>
      </Card>
      <ConfirmDialog
        {...leave.dialog}
        title={LEAVE_WARNING.title}
        message={LEAVE_WARNING.message}
        confirmLabel={LEAVE_WARNING.confirmLabel}
        cancelLabel={LEAVE_WARNING.cancelLabel}
      />
    </FormPage>
  );
}
