import { FormField, Select, type SelectOption } from '@podoffice/ui';

export interface SellerFilterProps {
  /** The sellers to choose from. */
  sellers: SelectOption[];
  /** The chosen seller's id; null for every seller. */
  value: string | null;
  /** Called with the seller picked, or null when cleared. */
  onChange: (sellerId: string | null) => void;
  /** True while the sellers load. */
  loading?: boolean;
}

/** The staff's seller filter of a list (balance, sites, and orders): searchable, clearable. */
export function SellerFilter({ sellers, value, onChange, loading = false }: SellerFilterProps) {
  return (
    <FormField label="Seller">
      <Select
        options={sellers}
        value={value}
        onChange={onChange}
        placeholder="All sellers"
        searchable
        clearable
        clearLabel="Show all sellers"
        loading={loading}
        emptyText="No sellers"
      />
    </FormField>
  );
}
