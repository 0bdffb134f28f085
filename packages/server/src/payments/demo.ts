import type { ServerConfig } from '../config';
import { hasPayPalCredentials, paypalFromEnv } from './config';
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from './fakePayPal';

/**
 * `npm start`'s demo: with no PayPal credentials, outside production and unless DEMO_FAKES=off,
 * starts the fake PayPal on 127.0.0.1 and points both payment modes of `config` at it, so a card
 * express deposit can be paid on its test page. Called once the environment has been checked.
 */
export async function startDemoCardProvider(
  env: NodeJS.ProcessEnv,
  config: ServerConfig,
): Promise<FakePayPal | undefined> {
  if (config.production || env.DEMO_FAKES === 'off' || hasPayPalCredentials(env)) {
    return undefined;
  }
  const fake = await startFakePayPal();
  config.payments = paypalFromEnv(fakePayPalEnv(fake));
  console.info(`Demo card provider (a fake PayPal) on ${fake.url}: card deposits are paid there.`);
  return fake;
}
