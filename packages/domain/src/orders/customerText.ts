import { LIMITS } from '../validation/limits';

// The customer texts and bounds on their own: the customer detail's Edit form reads them, and
// importing them from messages.ts would bring the order rules (and dayjs, through hold.ts) along.
// messages.ts and customerInfo.ts re-export them where they were.

/** Customer info's bounds. */
export const CUSTOMER_INFO_MESSAGES = {
  firstNameRequired: 'Please input first name',
  addressRequired: 'Please enter address',
  stateCodeRequired: 'Please enter state code',
  countryCodeRequired: 'Please enter country code',
  zipRequired: 'Please enter zip code',
  // not in the spec: an e-mail typed in the form is checked like every other e-mail (spec 1 §5)
  emailInvalid: 'Email is not valid',
  // not in the spec: the bounds of CUSTOMER_INFO_LIMITS
  tooLong: (what: string, max: number) =>
    `${what} is too long (at most ${max.toLocaleString('en-US')} characters).`,
} as const;

/** Not in the spec: bounds so one save cannot store megabytes; an address line is short. */
export const CUSTOMER_INFO_LIMITS = {
  textMax: 255,
  emailMax: LIMITS.emailMax,
  /** Customers' phones carry country codes and extensions: longer than a user's 11. */
  phoneMax: 50,
} as const;
