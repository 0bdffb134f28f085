import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { PRODUCT_MESSAGES as M, formatMoney } from '@podoffice/domain';
import { Alert, Button, FormField, LoadState, TextInput } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { PageBreadcrumbs } from '../../shared/PageBreadcrumbs';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useProductByIdQuery,
  useUpdateProductMutation,
  type ProductDetailFieldsFragment,
} from '../api';
import { Actions, Muted, PriceTable } from '../components/ProductForm/ProductForm.styles';
import { PRODUCTS_PATH } from '../paths';
import { Page } from './AddProductScreen.styles';
import { Details, Html } from './EditProductScreen.styles';
import { ProductDesigns } from './ProductDesigns';

/**
 * Edit product (/products/edit/{id}; Administrator, Seller): the title, and read-only
 * what the shop holds: description, images, variants and prices, sites, categories and tags.
 * Save updates the title only ('Product updated'). Under it the designs of its print areas
 * (updatePrintFiles), which the orders mapped to the product start with.
 */
export function EditProductScreen() {
  const { id = '' } = useParams();
  const query = useProductByIdQuery({ id }, { refetchOnMountOrArgChange: true });
  const product = query.data?.productByID;
  return (
    <Page>
      <PageBreadcrumbs
        trail={[{ label: 'Products', to: PRODUCTS_PATH }]}
        current={product?.title ?? 'Edit product'}
      />
      <LoadState
        loading={query.isLoading}
        error={query.error ? errorMessage(query.error, 'Could not load the product.') : null}
        onRetry={query.refetch}
        empty={Boolean(query.data) && !product}
        emptyMessage="This product does not exist, or is not yours."
      >
        {product && <EditProduct key={product.id} product={product} />}
      </LoadState>
    </Page>
  );
}

function EditProduct({ product }: { product: ProductDetailFieldsFragment }) {
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState(product.title);
  const [tried, setTried] = useState(false);
  const [update, saving] = useUpdateProductMutation();
  const error = tried && !title.trim() ? M.titleRequired : undefined;
  // Stored HTML goes through the same sanitiser as every other (shared/sanitizeHtml).
  const description = useMemo(() => sanitizeHtml(product.description), [product.description]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!title.trim()) return;
    const result = await update({ id: product.id, input: { title: title.trim() } });
    if (result.data) dispatch(notify({ type: 'success', message: M.updated }));
  };

  return (
    <>
      <form onSubmit={save} noValidate aria-label="Edit product">
        <FormField label="Title" required error={error}>
          <TextInput value={title} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <Actions>
          <Button
            type="submit"
            variant="primary"
            loading={saving.isLoading}
            disabled={title.trim() === product.title}
          >
            Save
          </Button>
        </Actions>
        <Alert variant="info">Only the title changes here; the rest is as the shop holds it.</Alert>
        <Details>
          <dt>SKU</dt>
          <dd>{product.sku}</dd>
          <dt>Sites</dt>
          <dd>{product.productStore.map((s) => s.site_title).join(', ') || '—'}</dd>
          <dt>Categories</dt>
          <dd>{product.categories.join(', ') || '—'}</dd>
          <dt>Tags</dt>
          <dd>{product.tags.join(', ') || '—'}</dd>
          <dt>Description</dt>
          <dd>{description ? <Html dangerouslySetInnerHTML={{ __html: description }} /> : '—'}</dd>
        </Details>
        <PriceTable aria-label="Variants">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Product type</th>
              <th scope="col">Base Cost</th>
              <th scope="col">Regular Price</th>
              <th scope="col">Sale Price</th>
            </tr>
          </thead>
          <tbody>
            {product.variants.map((v) => (
              <tr key={v.id}>
                <th scope="row">
                  {v.attributes.map((a) => a.option).join(' / ') || v.sku}
                  <Muted>{v.sku}</Muted>
                </th>
                <td>{v.product_type_title}</td>
                <td>{formatMoney(v.base_cost)}</td>
                <td>{formatMoney(v.regular_price)}</td>
                <td>{formatMoney(v.sale_price)}</td>
              </tr>
            ))}
          </tbody>
        </PriceTable>
      </form>
      <ProductDesigns product={product} />
    </>
  );
}
