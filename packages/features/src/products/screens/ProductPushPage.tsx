import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_MESSAGES as M, hasRole, isShopPlatform } from '@podoffice/domain';
import { JobProgress, LoadState, type SelectOption } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useLinkTo } from '../../embed/embedding';
import { useJobProgress } from '../../shared/jobs/useJobProgress';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import {
  useCreateProductMutation,
  useProductFormSitesQuery,
  useProductFormTypesQuery,
  type ProductDetailFieldsFragment,
} from '../api';
import {
  ProductForm,
  imagesOf,
  listOf,
  variantRowsOf,
  type ProductFormValues,
  type VariantRow,
} from '../components/ProductForm';
import { PRODUCTS_PATH } from '../paths';
import { Page, StepBar } from './AddProductScreen.styles';

/** A clone's rows: the source's prices where it sold the same variant, the defaults elsewhere. */
function pricedLike(rows: VariantRow[], source?: ProductDetailFieldsFragment): VariantRow[] {
  if (!source) return rows;
  const prices = new Map(source.variants.map((v) => [v.product_type_variant_id, v]));
  return rows.map((row) => {
    const sold = prices.get(row.id);
    return sold ? { ...row, regular: sold.regular_price, sale: sold.sale_price } : row;
  });
}

/** A push's own key: the same push sent twice (two clicks, a retried request) is one product. */
const newPushKey = () => crypto.randomUUID();

export interface ProductPushPageProps {
  /** The product types to make the product of (step 2's address names them). */
  typeIds: string[];
  /** Clone: the product whose title, description, categories, tags and prices the form starts from. */
  source?: ProductDetailFieldsFragment;
}

/**
 * The creation form's page, for Add's step 2 and for Clone: the form for the
 * chosen types; Push puts the product on the shop as a job whose progress shows here; 'Product
 * created' then back to the list. A push that fails leaves the form as it was, its reason shown
 * ('SKU already existed. Please type other SKU.' …).
 */
export function ProductPushPage({ typeIds, source }: ProductPushPageProps) {
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const types = useProductFormTypesQuery({ ids: typeIds }, { skip: typeIds.length === 0 });
  const sites = useProductFormSitesQuery();
  const [create, creating] = useCreateProductMutation();
  const [pushKey, setPushKey] = useState(newPushKey);
  const [jobId, setJobId] = useState<string | null>(null);

  const siteOptions = useMemo<SelectOption[]>(
    () =>
      (sites.data?.sites.hits ?? [])
        .filter((s) => isShopPlatform(s.platform) && s.type !== 'offline')
        .map((s) => ({ value: s.id, label: s.title })),
    [sites.data],
  );
  const chosenTypes = useMemo(() => types.data?.productTypeByIds ?? [], [types.data]);
  const initialValues = useMemo<ProductFormValues>(
    () => ({
      siteId:
        siteOptions.find((s) => s.value === currentSiteId)?.value ??
        (hasRole(user, 'Seller') ? (siteOptions[0]?.value ?? null) : null),
      title: source?.title ?? '',
      sku: '',
      description: source?.description ?? '',
      tags: source?.tags.join(', ') ?? '',
      categories: source
        ? source.categories.join(', ')
        : (chosenTypes[0]?.categories[0]?.title ?? ''),
      variants: pricedLike(variantRowsOf(chosenTypes), source),
      images: source?.images.join('\n') ?? '',
      designs: {},
    }),
    [chosenTypes, currentSiteId, siteOptions, user, source],
  );

  const onEnd = useCallback(
    (job: { status: string; result?: string | null }) => {
      if (job.status === 'done') {
        const result = JSON.parse(job.result ?? '{}') as { message?: string };
        dispatch(notify({ type: 'success', message: result.message ?? M.created }));
        navigate(linkTo(PRODUCTS_PATH));
        return;
      }
      // A failed push made nothing: the next Push is a new one.
      setPushKey(newPushKey());
    },
    [dispatch, linkTo, navigate],
  );
  const progress = useJobProgress(jobId, onEnd);
  const underWay =
    progress?.status === 'queued' ||
    progress?.status === 'running' ||
    progress?.status === 'retrying';

  const push = async (values: ProductFormValues) => {
    const started = await create({
      input: {
        site_id: values.siteId!,
        push_key: pushKey,
        title: values.title.trim(),
        sku: values.sku.trim() || null,
        description: values.description,
        tags: listOf(values.tags),
        categories: listOf(values.categories),
        images: imagesOf(values.images),
        variants: values.variants.map((row) => ({
          product_type_variant_id: row.id,
          regular_price: row.regular ?? 0,
          sale_price: row.sale ?? 0,
        })),
        print_files: Object.entries(values.designs).map(([print_area_id, file]) => ({
          print_area_id,
          file_id: file.fileId,
        })),
      },
    });
    // A refusal (a price, the SKU) is the global toast's: the first server message.
    if (started.data) setJobId(started.data.createProduct.id);
  };

  const ready = types.data && sites.data;
  return (
    <Page>
      <StepBar>
        <h2>{source ? `Clone ${source.title}` : 'New product'}</h2>
      </StepBar>
      {progress && <JobProgress title="Pushing the product to the shop" {...progress} />}
      <LoadState
        loading={types.isLoading || sites.isLoading}
        error={
          types.error || sites.error
            ? errorMessage(types.error ?? sites.error, 'Could not load the product types.')
            : null
        }
        onRetry={() => {
          void types.refetch();
          void sites.refetch();
        }}
        empty={Boolean(ready) && chosenTypes.length === 0}
        emptyMessage="None of the chosen product types can be sold: go back and choose again."
      >
        {ready && chosenTypes.length > 0 && (
          <ProductForm
            key={chosenTypes.map((t) => t.id).join(',')}
            types={chosenTypes.map((t) => ({ id: t.id, title: t.title }))}
            sites={siteOptions}
            initialValues={initialValues}
            onSubmit={push}
            onCancel={() => navigate(linkTo(PRODUCTS_PATH))}
            busy={creating.isLoading || underWay}
            printAreas={chosenTypes.flatMap((type) =>
              type.print_files.map((area) => ({
                id: area.id,
                title: area.title,
                typeId: type.id,
                typeTitle: type.title,
                width: area.width,
                height: area.height,
              })),
            )}
          />
        )}
      </LoadState>
    </Page>
  );
}
