export { JobProgress, type JobProgressProps } from './JobProgress';
