import { FormField, Select, type SelectOption } from '@podoffice/ui';

export interface ApiOrderSiteSelectProps {
  /** The api sites to choose from. */
  sites: SelectOption[];
  /** The chosen site's id; null: every api site. */
  value: string | null;
  /** Called with the picked site, or null when cleared. */
  onChange: (siteId: string | null) => void;
  /** True while the sites load. */
  loading?: boolean;
  /** True when the sites could not load: the list says so. */
  failed?: boolean;
}

/**
 * The Administrator's site selector of Api/CSV Orders: the api sites, searchable
 * (up to 999 of them), cleared to list every api site's orders.
 */
export function ApiOrderSiteSelect({
  sites,
  value,
  onChange,
  loading = false,
  failed = false,
}: ApiOrderSiteSelectProps) {
  return (
    <FormField label="Site">
      <Select
        options={sites}
        value={value}
        onChange={onChange}
        placeholder="All API sites"
        searchable
        clearable
        clearLabel="Show all API sites"
        loading={loading}
        emptyText={failed ? 'Sites unavailable' : 'No API sites'}
      />
    </FormField>
  );
}
