export { OrderCountsCard, type OrderCount, type OrderCountsCardProps } from './OrderCountsCard';
