// The card provider of the card express deposit (PayPal Orders v2) and its fake.
import type { Services } from '../graphql/context';
import { createPayPalProvider, type CardProvider, type PayPalConfig } from './paypal';

export { paypalFromEnv, paymentsEnvFields } from './config';
export {
  PaymentProviderError,
  PAYPAL_BASE_URLS,
  createPayPalProvider,
  type CardProvider,
  type CaptureOutcome,
  type PayPalConfig,
} from './paypal';

const registry = new WeakMap<Services, CardProvider>();

/** Builds the card provider of a server from its settings and keeps it next to its services. */
export function attachCardProvider(services: Services, config: PayPalConfig): CardProvider {
  const provider = createPayPalProvider(config);
  registry.set(services, provider);
  return provider;
}

export function cardProviderOf(services: Services): CardProvider {
  const provider = registry.get(services);
  if (!provider) throw new Error('attachCardProvider was not called for these services');
  return provider;
}
