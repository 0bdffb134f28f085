export { PolicyColumns, policyEditPath, type PolicyColumnsProps } from './PolicyColumns';
