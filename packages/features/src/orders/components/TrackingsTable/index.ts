export { TrackingsTable, type TrackingsTableProps } from './TrackingsTable';
