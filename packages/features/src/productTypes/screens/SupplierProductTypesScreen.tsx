import { PRODUCT_TYPE_LIMITS } from '@podoffice/domain';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useProductTypesQuery } from '../api';
import { ProductTypesTable } from '../components/ProductTypesTable';
import { supplierProductTypeListParams } from './listParams';
import { Page } from './ProductTypesScreen.styles';

const pageSize = PRODUCT_TYPE_LIMITS.supplierPageSize;

/**
 * Product types (/product-types; Supplier, Seller, Administrator): the active, non-personalized
 * types, 10 a page with the page in the address, read-only. A Supplier gets only the types they
 * supply: the server presets the supplier to their own id whatever is sent (spec 2 §2, §6).
 */
export function SupplierProductTypesScreen() {
  const place = useListParams(supplierProductTypeListParams);
  const productTypes = useProductTypesQuery({
    filter: {
      status: 'active',
      personalized: false,
      limit: pageSize,
      offset: (place.page - 1) * pageSize,
    },
  });
  const list = usePagedList(place, productTypes, (data) => data.productTypes, pageSize);
  return (
    <Page>
      <ProductTypesTable
        productTypes={list.rows}
        {...list.table}
        pageSize={pageSize}
        emptyMessage="No active product types yet."
      />
    </Page>
  );
}
