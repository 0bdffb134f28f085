/** The products screens' addresses. */
export const PRODUCTS_PATH = '/products';
export const ADD_PRODUCT_PATH = '/products/add/step1';
export const editProductPath = (id: string) => `/products/edit/${id}`;
export const cloneProductPath = (id: string, typeIds: readonly string[]) =>
  `/products/clone/${id}/${typeIds.join(',')}`;
export const addProductStep2Path = (typeIds: readonly string[]) =>
  `/products/add/step2/${typeIds.join(',')}`;

/** The ids of step 2's address (/products/add/step2/3,7): digits only, each once, at most 20. */
export function typeIdsOf(param: string | undefined): string[] {
  const ids = (param ?? '').split(',').filter((id) => /^\d{1,10}$/.test(id));
  return [...new Set(ids)].slice(0, 20);
}
