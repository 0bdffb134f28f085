export {
  TrackingLogsDrawer,
  type TrackingLog,
  type TrackingLogsDrawerProps,
} from './TrackingLogsDrawer';
