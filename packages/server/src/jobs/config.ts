/** How the runner polls and says it is alive (ServerConfig.jobs; JOB_* variables). */
export interface JobsConfig {
  /** How often each process looks for jobs another process queued (pg-boss allows 0.5 and up). */
  pollingSeconds: number;
  /** How often a process says its running jobs are still running; 3 silent beats and they run again. */
  heartbeatSeconds: number;
  /** The wait before the first retry; it doubles with each failure (pg-boss's backoff). */
  retryDelaySeconds: number;
}

export const DEFAULT_JOBS_CONFIG: JobsConfig = {
  pollingSeconds: 2,
  heartbeatSeconds: 10,
  retryDelaySeconds: 30,
};
