import type { SelectOption } from '@podoffice/ui';

/** A seller as the staff seller filters load them (usersByRole). */
export interface SellerChoice {
  id: string;
  first_name: string;
  last_name: string;
  /** Only for callers who may read it (canReadUserDetails): Administrators. */
  email?: string | null;
}

/**
 * A seller in a staff seller filter: the name, and the email for Administrators; other staff get
 * the id instead, so two sellers of one name stay apart.
 */
export function sellerOption(seller: SellerChoice): SelectOption {
  const name = `${seller.first_name} ${seller.last_name}`.trim();
  return { value: seller.id, label: `${name} (${seller.email || `#${seller.id}`})` };
}
