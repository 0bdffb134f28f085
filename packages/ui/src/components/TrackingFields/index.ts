export {
  TrackingFields,
  type TrackingCarrierOption,
  type TrackingFieldsErrors,
  type TrackingFieldsProps,
  type TrackingFieldsValue,
} from './TrackingFields';
