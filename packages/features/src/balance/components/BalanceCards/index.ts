export { BalanceCards, type BalanceCardsProps } from './BalanceCards';
