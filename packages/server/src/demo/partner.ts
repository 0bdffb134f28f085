import type { DemoFake } from './index';
import { startFakePartner } from './fakes/partner';

/**
 * The demo's partner fulfillment API (one of DEMO_FAKES): with no PARTNER_BASE_URL, starts the
 * fake partner on 127.0.0.1 and sends every partner request to it, so the seeded Color Ecommerce
 * partner (supplier 193) lists its print types in the variant grid without an account anywhere.
 * A real partner outside production therefore needs DEMO_FAKES=off.
 */
export const demoPartner: DemoFake = async (config) => {
  if (config.partners.baseUrl) return undefined;
  const fake = await startFakePartner();
  return {
    config: { ...config, partners: { ...config.partners, baseUrl: fake.url } },
    description: `fake partner Color Ecommerce ${fake.url}: its print types for the variant grid`,
    close: () => fake.close(),
  };
};
