import type { ProductTypeState } from '@podoffice/domain';
import type { ProductTypeFilterValues } from '../components/ProductTypesFilters';
import {
  choiceParam,
  idParam,
  textParam,
  urlFilters,
  type UrlField,
} from '../../shared/list/urlFilters';

/** The full list's place: the Active / Paused tab and the filter bar. */
export interface ProductTypeListFilters extends ProductTypeFilterValues {
  status: ProductTypeState;
}

/** Category ids as ?categories=3,7; anything that is not an id is dropped. */
const idListParam = (key: string): UrlField<string[]> => ({
  key,
  read: (raw) => (raw ?? '').split(',').filter((id) => /^\d+$/.test(id)),
  write: (ids) => (ids.length > 0 ? ids.join(',') : null),
});

/**
 * The full list's filters and page kept in the address
 * (?status=paused&type=personalized&categories=3,7&supplier=12&search=tee&page=2), so a reload,
 * a shared link or Back shows the same list. The list starts on active types.
 */
export const productTypeListParams = urlFilters<ProductTypeListFilters>({
  status: choiceParam('status', ['active', 'paused'], 'active'),
  kind: choiceParam('type', ['all', 'personalized'], 'all'),
  categories: idListParam('categories'),
  supplierId: idParam('supplier'),
  search: textParam('search'),
});

/** The supplier view's place: the page, and the supplier an Administrator picked (?supplier=12). */
export const supplierProductTypeListParams = urlFilters<{ supplierId: string | null }>({
  supplierId: idParam('supplier'),
});
