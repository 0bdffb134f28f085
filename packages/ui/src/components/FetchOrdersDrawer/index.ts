export {
  FetchOrdersDrawer,
  type FetchOrdersDrawerProps,
  type FetchOrdersRequestValue,
} from './FetchOrdersDrawer';
