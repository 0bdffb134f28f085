import { useEffect } from 'react';
import { APP_SETTINGS_TABS, type AppSettingsTab } from '@podoffice/domain';
import { Tabs } from '@podoffice/ui';
import { SettingsTabPanel } from './SettingsTabPanel';
import { useListSearchParams } from '../../embed/embedding';

/** The tab of the address's ?key=, Account Settings when it names none. */
export function tabOfKey(key: string | null): AppSettingsTab {
  return APP_SETTINGS_TABS.find((tab) => tab.key === key)?.key ?? 'account';
}

/**
 * App settings (/admin/settings?key=..., Administrator only; the app's title bar carries the page
 * heading): Account Settings, Mail Templates, Notification (with the tracking settings), Payment
 * and Message. The tab is kept in the address, so a reload or a link opens the same one.
 */
export function AppSettingsScreen() {
  const [params, setParams] = useListSearchParams();
  const tab = tabOfKey(params.get('key'));
  // An address with no key, or one naming no tab, is rewritten to the tab shown, as a click on a
  // tab writes it: the address always says which tab is open.
  useEffect(() => {
    if (params.get('key') === tab) return;
    const next = new URLSearchParams(params);
    next.set('key', tab);
    setParams(next, { replace: true });
  }, [params, tab, setParams]);
  return (
    <Tabs
      aria-label="App settings"
      value={tab}
      onChange={(key) => setParams({ key }, { replace: true })}
      items={APP_SETTINGS_TABS.map(({ key, label }) => ({
        value: key,
        label,
        // Only the open tab loads its settings.
        content: key === tab ? <SettingsTabPanel key={key} tab={key} /> : undefined,
      }))}
    />
  );
}
