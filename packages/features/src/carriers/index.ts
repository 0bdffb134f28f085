// The carriers area (lazy-loaded by the app for /admin/carriers).
export { CarriersScreen } from './screens/CarriersScreen';
export {
  CarrierForm,
  EMPTY_CARRIER,
  type CarrierFormProps,
  type CarrierFormValues,
} from './components/CarrierForm';
export { CarriersTable, type CarriersTableProps } from './components/CarriersTable';
export {
  carriersApi,
  useCarriersQuery,
  useCreateCarrierMutation,
  useDeleteCarrierMutation,
  useUpdateCarrierMutation,
} from './api';
export type * from './api/Carriers.generated';
