export {
  TrackingFormModal,
  type TrackingFormInitialValues,
  type TrackingFormModalProps,
  type TrackingFormSubmitOptions,
  type TrackingFormSubmitting,
  type TrackingFormSubmitValues,
} from './TrackingFormModal';
