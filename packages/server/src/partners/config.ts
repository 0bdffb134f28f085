import { httpAddress } from '../envRules';

/** The partner fulfillments' API client settings. */
export interface PartnersConfig {
  /**
   * PARTNER_BASE_URL: sends every request meant for a partner's https://{host} to
   * `${baseUrl}/{host}` instead: the fake partner of the tests, e2e and the demo.
   */
  baseUrl?: string;
}

export const partnersEnvFields = {
  PARTNER_BASE_URL: httpAddress('PARTNER_BASE_URL', 'http://127.0.0.1:4300'),
};

/** Reads PARTNER_BASE_URL. */
export function partnersFromEnv(env: NodeJS.ProcessEnv): PartnersConfig {
  const base = env.PARTNER_BASE_URL?.trim();
  return { baseUrl: base ? base.replace(/\/+$/, '') : undefined };
}
