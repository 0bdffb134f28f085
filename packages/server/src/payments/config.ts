import { rule, httpAddress, type Env } from '../envRules';
import { PAYPAL_BASE_URLS, type PayPalConfig } from './paypal';

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/** A client id and its secret come together or not at all. */
const pairOf = (name: string, other: string) =>
  rule(
    (_text, env: Env) => Boolean(nonEmpty(env[other])),
    () => `${name} needs ${other}: set both, or neither`,
  );

/** The card provider's variables and their rules, for the server's environment schema. */
export const paymentsEnvFields = {
  PAYPAL_CLIENT_ID: pairOf('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'),
  PAYPAL_CLIENT_SECRET: pairOf('PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID'),
  PAYPAL_SANDBOX_CLIENT_ID: pairOf('PAYPAL_SANDBOX_CLIENT_ID', 'PAYPAL_SANDBOX_CLIENT_SECRET'),
  PAYPAL_SANDBOX_CLIENT_SECRET: pairOf('PAYPAL_SANDBOX_CLIENT_SECRET', 'PAYPAL_SANDBOX_CLIENT_ID'),
  PAYPAL_API_URL: httpAddress('PAYPAL_API_URL', 'http://127.0.0.1:4300'),
  PAYPAL_SANDBOX_API_URL: httpAddress('PAYPAL_SANDBOX_API_URL', 'http://127.0.0.1:4300'),
};

/**
 * Reads PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (the live app, used in production mode),
 * PAYPAL_SANDBOX_CLIENT_ID and PAYPAL_SANDBOX_CLIENT_SECRET (the sandbox app, used in sandbox
 * mode), and PAYPAL_API_URL / PAYPAL_SANDBOX_API_URL, which replace each mode's REST base (a fake
 * provider on 127.0.0.1). The Payment tab's payment_mode setting picks the mode per checkout.
 */
export function paypalFromEnv(env: NodeJS.ProcessEnv): PayPalConfig {
  const base = (value: string | undefined, fallback: string) =>
    (nonEmpty(value) ?? fallback).replace(/\/+$/, '');
  return {
    production: {
      clientId: nonEmpty(env.PAYPAL_CLIENT_ID),
      clientSecret: nonEmpty(env.PAYPAL_CLIENT_SECRET),
      baseUrl: base(env.PAYPAL_API_URL, PAYPAL_BASE_URLS.production),
    },
    sandbox: {
      clientId: nonEmpty(env.PAYPAL_SANDBOX_CLIENT_ID),
      clientSecret: nonEmpty(env.PAYPAL_SANDBOX_CLIENT_SECRET),
      baseUrl: base(env.PAYPAL_SANDBOX_API_URL, PAYPAL_BASE_URLS.sandbox),
    },
  };
}
