export {
  BalanceTable,
  DECISION_MESSAGES,
  type BalanceDecision,
  type BalanceTableProps,
} from './BalanceTable';
