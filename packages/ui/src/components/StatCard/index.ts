export { StatCard, type StatCardProps } from './StatCard';
export type { StatTone } from './StatCard.styles';
