import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useProductByIdQuery } from '../api';
import { typeIdsOf } from '../paths';
import { ProductPushPage } from './ProductPushPage';

/**
 * Clone (/products/clone/{product id}/{type ids}; Seller, Administrator): the creation
 * form started from a product: its title, description, categories, tags and the prices of the
 * variants it sold; Push makes a new product (with its own SKU) on the shop chosen.
 */
export function CloneProductScreen() {
  const { product_id: productId = '', ids } = useParams();
  const typeIds = useMemo(() => typeIdsOf(ids), [ids]);
  const query = useProductByIdQuery({ id: productId });
  const source = query.data?.productByID;
  return (
    <LoadState
      loading={query.isLoading}
      error={query.error ? errorMessage(query.error, 'Could not load the product.') : null}
      onRetry={query.refetch}
      empty={Boolean(query.data) && !source}
      emptyMessage="This product does not exist, or is not yours."
    >
      {source && <ProductPushPage typeIds={typeIds} source={source} />}
    </LoadState>
  );
}
