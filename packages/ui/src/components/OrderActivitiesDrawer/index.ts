export {
  OrderActivitiesDrawer,
  type OrderActivitiesDrawerProps,
  type OrderEntityLog,
} from './OrderActivitiesDrawer';
