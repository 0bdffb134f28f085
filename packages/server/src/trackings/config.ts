import { httpAddress, wholeNumber } from '../envRules';

/** The tracking service (TrackingMore's API v4) and how often the sync job looks for work. */
export interface TrackingsConfig {
  /**
   * TRACKING_MORE_BASE_URL: the API's address, https://api.trackingmore.com/v4 by default; the
   * fake tracking service's in tests, e2e and the demo. The API key is an app setting
   * (tracking_more_api_key, saved on /admin/tracking).
   */
  baseUrl?: string;
  /** TRACKING_MORE_WEBHOOK_SECRET: signs the service's webhooks; unset, webhooks are refused. */
  webhookSecret?: string;
  /** TRACKING_SYNC_SECONDS (60): how often each process asks for due trackings to be synced. */
  syncSeconds: number;
  /** The base URL is the demo's fake (src/demo): any API key works. */
  demo?: boolean;
}

export const TRACKING_MORE_URL = 'https://api.trackingmore.com/v4';

export const trackingsEnvFields = {
  TRACKING_MORE_BASE_URL: httpAddress('TRACKING_MORE_BASE_URL', 'http://127.0.0.1:4400/v4'),
  TRACKING_SYNC_SECONDS: wholeNumber(
    1,
    86400,
    (text) =>
      `TRACKING_SYNC_SECONDS must be a whole number of seconds from 1 to 86400, got "${text}"`,
  ),
};

/** Reads TRACKING_MORE_BASE_URL, TRACKING_MORE_WEBHOOK_SECRET and TRACKING_SYNC_SECONDS. */
export function trackingsFromEnv(env: NodeJS.ProcessEnv): TrackingsConfig {
  const base = env.TRACKING_MORE_BASE_URL?.trim();
  const seconds = Number(env.TRACKING_SYNC_SECONDS);
  return {
    baseUrl: base ? base.replace(/\/+$/, '') : undefined,
    webhookSecret: env.TRACKING_MORE_WEBHOOK_SECRET?.trim() || undefined,
    syncSeconds: env.TRACKING_SYNC_SECONDS ? seconds : 60,
  };
}
