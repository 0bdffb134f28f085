import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PRODUCT_MESSAGES as M, isShopPlatform } from '@podoffice/domain';
import {
  Alert,
  Button,
  FilterBar,
  FormField,
  JobProgress,
  LoadState,
  Select,
  type RowSelectionState,
  type SelectOption,
} from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';
import {
  useMappingSiteQuery,
  useProductCheckOriginIdsQuery,
  useProductFormTypesQuery,
  useProductPickerTypesQuery,
  useShopCategoriesQuery,
  useShopProductsQuery,
  useShopTagsQuery,
} from '../api';
import {
  MappingTypesModal,
  MappingVariantsModal,
  SHOP_PRODUCTS_PAGE_SIZE,
  ShopProductsTable,
} from '../components/ProductMapping';
import { Page, StepBar } from './AddProductScreen.styles';
import { useMappingQueue } from './useMappingQueue';

/** The filters' first option (each with a "Load All" option): every product, not one term's. */
const LOAD_ALL = 'all';
const withLoadAll = (terms: { id: string; name: string }[] = []): SelectOption[] => [
  { value: LOAD_ALL, label: 'Load All' },
  ...terms.map((t) => ({ value: t.id, label: t.name })),
];
const termOf = (value: string | null) => (value && value !== LOAD_ALL ? value : null);

/**
 * The product mapping wizard (/sites/:id/mapping-products; Seller):
 * the shop's products of a category (or tag, on WooCommerce), those mapped already left out;
 * Map Products → Select Product Type → Variants (a tab per type, prices, Remove) → Start Mapping,
 * one job per shop product, each ending in 'Successfuly to map product #{id}' or its reason. A
 * mapped product leaves the list: its shop orders arrive as internal orders from then on.
 */
export function MappingProductsScreen() {
  const { id = '' } = useParams();
  const validId = /^\d{1,10}$/.test(id);
  const site = useMappingSiteQuery({ id }, { skip: !validId });
  const shop = site.data?.siteById;
  const usable = Boolean(shop && isShopPlatform(shop.platform) && shop.verified);
  const woo = shop?.platform === 'woocommerce';
  const categories = useShopCategoriesQuery({ site_id: id }, { skip: !usable });
  const tags = useShopTagsQuery({ site_id: id }, { skip: !usable || !woo });
  const [category, setCategory] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const chosen = category !== null || tag !== null;
  const products = useShopProductsQuery(
    { site_id: id, category_id: termOf(category), tag_id: termOf(tag) },
    { skip: !usable || !chosen },
  );
  const listed = useMemo(
    () => products.currentData?.shopProducts.products ?? [],
    [products.currentData],
  );
  const mapped = useProductCheckOriginIdsQuery(
    { site_id: id, origin_ids: listed.map((p) => p.id) },
    { skip: listed.length === 0 },
  );
  const [mappedNow, setMappedNow] = useState<ReadonlySet<string>>(new Set());
  const candidates = useMemo(() => {
    const done = new Set(mapped.currentData?.productCheckOriginIDs ?? []);
    return listed.filter((p) => !done.has(p.id) && !mappedNow.has(p.id));
  }, [listed, mapped.currentData, mappedNow]);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selected = candidates.filter((p) => selection[p.id]);

  const [step, setStep] = useState<'list' | 'types' | 'variants'>('list');
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const pickerTypes = useProductPickerTypesQuery(undefined, { skip: step === 'list' });
  const formTypes = useProductFormTypesQuery({ ids: typeIds }, { skip: step !== 'variants' });
  const onMapped = useCallback(
    (originId: string) => setMappedNow((before) => new Set(before).add(originId)),
    [],
  );
  const queue = useMappingQueue(id, onMapped);

  const filter = (change: () => void) => {
    change();
    setPage(1);
    setSelection({});
  };
  const loading = products.isFetching || (listed.length > 0 && mapped.isFetching);
  const loadError = products.error ?? mapped.error;

  return (
    <Page>
      <PageBreadcrumbs
        trail={[{ label: 'Connect Sites', to: '/sites' }]}
        current={shop ? `Mapping products of ${shop.title}` : 'Mapping products'}
      />
      <StepBar>
        <h2>Mapping products{shop ? `: ${shop.title}` : ''}</h2>
        <span aria-live="polite">{selected.length} selected</span>
        <Button
          variant="primary"
          disabled={selected.length === 0 || queue.underWay}
          onClick={() => setStep('types')}
        >
          Map Products
        </Button>
      </StepBar>
      <LoadState
        loading={site.isLoading}
        error={
          !validId
            ? 'This site does not exist.'
            : site.error
              ? errorMessage(site.error, 'Could not load the site.')
              : shop && !usable
                ? `${shop.title} is not a connected Shopify, ShopBase or WooCommerce shop: connect it first to map its products.`
                : null
        }
        onRetry={validId ? site.refetch : undefined}
      >
        <Alert variant="info">{M.mappingInfo}</Alert>
        <Alert variant="warning">{M.mappingWarning}</Alert>
        <FilterBar aria-label="Shop product filters">
          <FilterBar.Item width={260}>
            <FormField label="Category">
              <Select
                options={withLoadAll(categories.data?.shopCategories)}
                value={category}
                onChange={(value) => filter(() => setCategory(value))}
                placeholder="Choose a category"
                searchable
                loading={categories.isLoading}
                emptyText={
                  categories.error
                    ? errorMessage(categories.error, 'Could not load the categories.')
                    : 'No categories'
                }
              />
            </FormField>
          </FilterBar.Item>
          {woo && (
            <FilterBar.Item width={260}>
              <FormField label="Tag">
                <Select
                  options={withLoadAll(tags.data?.shopTags)}
                  value={tag}
                  onChange={(value) => filter(() => setTag(value))}
                  placeholder="Choose a tag"
                  searchable
                  loading={tags.isLoading}
                  emptyText={
                    tags.error ? errorMessage(tags.error, 'Could not load the tags.') : 'No tags'
                  }
                />
              </FormField>
            </FilterBar.Item>
          )}
        </FilterBar>
        {queue.current && (
          <JobProgress
            title={`Mapping ${queue.current.name} (${queue.current.position} of ${queue.current.total})`}
            status={queue.current.progress?.status ?? 'queued'}
            done={queue.current.progress?.done ?? 0}
            total={queue.current.progress?.total ?? 0}
            {...queue.current.progress}
          />
        )}
        {products.currentData?.shopProducts.truncated && (
          <Alert variant="info">
            The shop has more products here than the first 5,000 listed: choose a narrower category
            or tag to see the others.
          </Alert>
        )}
        <ShopProductsTable
          products={candidates.slice(
            (page - 1) * SHOP_PRODUCTS_PAGE_SIZE,
            page * SHOP_PRODUCTS_PAGE_SIZE,
          )}
          loading={loading}
          error={loadError ? errorMessage(loadError, 'Could not load the shop’s products.') : null}
          onRetry={() => void (products.error ? products.refetch() : mapped.refetch())}
          emptyMessage={
            !chosen
              ? M.mappingInfo
              : listed.length > 0
                ? 'Every product here is mapped already.'
                : 'The shop has no products here.'
          }
          selection={selection}
          onSelectionChange={setSelection}
          page={page}
          total={candidates.length}
          onPageChange={setPage}
        />
      </LoadState>
      <MappingTypesModal
        open={step === 'types'}
        count={selected.length}
        types={(pickerTypes.data?.productTypes.hits ?? []).map((t) => ({
          id: t.id,
          title: t.title,
          sku: t.sku,
          image: t.images[0] ?? t.mockup ?? null,
          categories: t.categories,
        }))}
        loading={pickerTypes.isLoading}
        error={
          pickerTypes.error
            ? errorMessage(pickerTypes.error, 'Could not load the product types.')
            : null
        }
        onRetry={pickerTypes.refetch}
        onNext={(ids) => {
          setTypeIds(ids);
          setStep('variants');
        }}
        onClose={() => setStep('list')}
      />
      <MappingVariantsModal
        open={step === 'variants'}
        types={formTypes.data?.productTypeByIds ?? []}
        loading={formTypes.isLoading}
        error={
          formTypes.error
            ? errorMessage(formTypes.error, 'Could not load the product types.')
            : null
        }
        onRetry={formTypes.refetch}
        productNames={selected.map((p) => p.name)}
        onBack={() => setStep('types')}
        onClose={() => setStep('list')}
        onStart={(variants) => {
          queue.start(
            selected.map((p) => ({ id: p.id, name: p.name })),
            variants,
          );
          setSelection({});
          setStep('list');
        }}
      />
    </Page>
  );
}
