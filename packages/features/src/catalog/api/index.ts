import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './Catalog.generated';

/**
 * The catalog's endpoints. The catalog only reads, so it owns no cache tag; the product types
 * area's edits reach it when its screens mount again (RTK Query refetches a stale list then).
 */
export const catalogApi = api.enhanceEndpoints({ endpoints: {} });

// The grid and the detail show a failed load in their error state; a refused export keeps the
// usual toast with the server's message (spec 2 §8).
silenceErrorToasts('CatalogProductTypes', 'CatalogProductType');

export const { useCatalogProductTypesQuery, useCatalogProductTypeQuery, useExportCatalogMutation } =
  catalogApi;

export type * from './Catalog.generated';
