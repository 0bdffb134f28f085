import type { ProductFilterValues } from '../components/ProductFilters';
import { idParam, textParam, urlFilters } from '../../shared/list/urlFilters';

/**
 * The products list's filters and page kept in the address (?site=11&type=2&search=tee&page=2), so
 * a reload, a shared link or Back shows the same list.
 */
export const productListParams = urlFilters<ProductFilterValues>({
  siteId: idParam('site'),
  productTypeId: idParam('type'),
  search: textParam('search'),
});
