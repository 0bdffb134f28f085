import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './ApiOrders.generated';

// Spec 2 §8: a failed sites load only stops the loading state; the selector says so itself.
silenceErrorToasts('ApiOrderSites');

export const { useApiOrderSitesQuery } = api;
export type * from './ApiOrders.generated';
