import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
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
} from '../api';
import {
  ProductForm,
  listOf,
  variantRowsOf,
  type ProductFormValues,
} from '../components/ProductForm';
import { PRODUCTS_PATH, typeIdsOf } from '../paths';
import { Page, StepBar } from './AddProductScreen.styles';

/** A push's own key: the same push sent twice (two clicks, a retried request) is one product. */
const newPushKey = () => crypto.randomUUID();

/**
 * Add product, step 2 (/products/add/step2/{type ids}; Seller, Administrator; spec 2 §2, §5, §8):
 * the creation form for the chosen types; Push puts the product on the shop as a job whose
 * progress shows here; 'Product created' then back to the list. A push that fails leaves the form
 * as it was, its reason shown ('SKU already existed. Please type other SKU.' …).
 */
export function AddProductStep2Screen() {
  const { ids } = useParams();
  const typeIds = useMemo(() => typeIdsOf(ids), [ids]);
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
      title: '',
      sku: '',
      description: '',
      tags: '',
      categories: chosenTypes[0]?.categories[0]?.title ?? '',
      variants: variantRowsOf(chosenTypes),
    }),
    [chosenTypes, currentSiteId, siteOptions, user],
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
        variants: values.variants.map((row) => ({
          product_type_variant_id: row.id,
          regular_price: row.regular ?? 0,
          sale_price: row.sale ?? 0,
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
        <h2>New product</h2>
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
          />
        )}
      </LoadState>
    </Page>
  );
}
