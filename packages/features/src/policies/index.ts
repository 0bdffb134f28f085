// The policies area (lazy-loaded by the app for the /guideline-policy routes): guideline and
// policy columns for every role, add, edit and delete for an Administrator.
export { GuidelinePolicyScreen } from './screens/GuidelinePolicyScreen';
export { PolicyFormScreen } from './screens/PolicyFormScreen';
export { PolicyColumns, policyEditPath, type PolicyColumnsProps } from './components/PolicyColumns';
export { PolicyContent, type PolicyContentProps } from './components/PolicyContent';
export { PolicyForm, type PolicyFormProps, type PolicyFormValues } from './components/PolicyForm';
export { POLICY_NOTICES } from './messages';
export {
  policiesApi,
  useCreatePolicyMutation,
  useDeletePolicyMutation,
  usePoliciesQuery,
  usePolicyByIdQuery,
  useUpdatePolicyMutation,
} from './api';
export type * from './api/Policies.generated';
