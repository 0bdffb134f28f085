import type { ServerConfig } from '../config';
import type { DemoFake } from '../demo';
import { paypalFromEnv } from './config';
import { fakePayPalEnv, startFakePayPal } from './fakePayPal';

/** Whether either PayPal app (live or sandbox) has credentials: then the real one is used. */
const hasPayPalApp = (config: ServerConfig) =>
  Boolean(config.payments.production.clientId || config.payments.sandbox.clientId);

/**
 * The demo's card provider (one of demo/index.ts's DEMO_FAKES): with no PayPal credentials, starts
 * the fake PayPal on 127.0.0.1 and points both payment modes at it, so a card express deposit can
 * be paid on its test page.
 */
export const demoCardProvider: DemoFake = async (config) => {
  if (hasPayPalApp(config)) return undefined;
  const fake = await startFakePayPal();
  return {
    config: { ...config, payments: paypalFromEnv(fakePayPalEnv(fake)) },
    description: `fake PayPal ${fake.url}: card deposits are paid on its test page`,
    close: () => fake.close(),
  };
};
