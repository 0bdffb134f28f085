export {
  DepositForm,
  NOTES_FORMAT,
  type DepositFormProps,
  type DepositFormValues,
} from './DepositForm';
