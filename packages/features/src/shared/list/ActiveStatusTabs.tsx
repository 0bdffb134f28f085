import { StatusTabs } from '@podoffice/ui';

const TABS = [
  { key: 'active', label: 'Active' },
  { key: 'inactive', label: 'Inactive' },
];

export interface ActiveStatusTabsProps {
  /** True on the Active tab. */
  active: boolean;
  /** Called with true for Active, false for Inactive. */
  onChange: (active: boolean) => void;
  /** Names the tab list, e.g. 'Category status'. */
  'aria-label': string;
}

/** The Active / Inactive tabs of a list (categories, news, seller levels); pair with activeParam. */
export function ActiveStatusTabs({
  active,
  onChange,
  'aria-label': ariaLabel,
}: ActiveStatusTabsProps) {
  return (
    <StatusTabs
      tabs={TABS}
      value={active ? 'active' : 'inactive'}
      onChange={(key) => onChange(key !== 'inactive')}
      aria-label={ariaLabel}
    />
  );
}
