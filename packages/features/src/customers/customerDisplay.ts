import type { CustomerFieldsFragment } from './api';

type Named = Pick<CustomerFieldsFragment, 'first_name' | 'last_name' | 'email'>;

/** First and last name; the email when a shop sent neither, so the link always has a text. */
export function customerName(customer: Named): string {
  const name = [customer.first_name, customer.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || customer.email || 'Unnamed customer';
}

/** The country's name, else its code; empty without an address. */
export function customerLocation(customer: Pick<CustomerFieldsFragment, 'address'>): string {
  const address = customer.address;
  return address?.country?.trim() || address?.country_code?.trim() || '';
}
