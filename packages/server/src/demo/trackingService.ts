import type { DemoFake } from './index';
import { startFakeTrackingMore } from './fakes/trackingMore';

/**
 * The demo's tracking service (one of DEMO_FAKES): with no TRACKING_MORE_BASE_URL, starts the fake
 * TrackingMore on 127.0.0.1, which takes any API key (an Administrator saves one on
 * /admin/tracking) and moves each parcel one status on every 10 minutes.
 */
export const demoTrackingService: DemoFake = async (config) => {
  if (config.trackings.baseUrl) return undefined;
  const fake = await startFakeTrackingMore();
  return {
    config: { ...config, trackings: { ...config.trackings, baseUrl: fake.url, demo: true } },
    description: `fake tracking service ${fake.url}: any API key, a status every 10 minutes`,
    close: () => fake.close(),
  };
};
