import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { typeIdsOf } from '../paths';
import { ProductPushPage } from './ProductPushPage';

/** Add product, step 2 (/products/add/step2/{type ids}; Seller, Administrator): the creation form. */
export function AddProductStep2Screen() {
  const { ids } = useParams();
  const typeIds = useMemo(() => typeIdsOf(ids), [ids]);
  return <ProductPushPage typeIds={typeIds} />;
}
