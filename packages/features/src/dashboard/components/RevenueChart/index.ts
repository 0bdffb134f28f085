export { RevenueChart, type RevenueChartProps, type RevenuePoint } from './RevenueChart';
