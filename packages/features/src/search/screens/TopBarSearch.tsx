import { useState, type ComponentType } from 'react';
import { SearchBoxPlaceholder } from '@podoffice/ui';
import type { GlobalSearchProps } from './GlobalSearch';

const PLACEHOLDER = 'Search screens, users, sites, news…';

export type TopBarSearchProps = Pick<GlobalSearchProps, 'screens' | 'onNavigate'>;

/**
 * The top bar's search as the app mounts it: a plain field until it is first focused (a click, Tab
 * or Ctrl+K), then the connected GlobalSearch, which takes the focus. Its combobox and endpoint
 * load at that moment, so the signed-in layout's first load does not carry them. The text lives
 * here for both, so no key typed while the box loads is lost; and no Suspense, so the field stays
 * mounted (and focused) until the code is there.
 */
export function TopBarSearch({ screens, onNavigate }: TopBarSearchProps) {
  const [Loaded, setLoaded] = useState<ComponentType<GlobalSearchProps> | null>(null);
  const [text, setText] = useState('');
  if (Loaded) {
    return (
      <Loaded
        screens={screens}
        onNavigate={onNavigate}
        text={text}
        onTextChange={setText}
        autoFocus
      />
    );
  }
  return (
    <SearchBoxPlaceholder
      aria-label="Search"
      placeholder={PLACEHOLDER}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onFocus={() => {
        // A failed load leaves the plain field; the next focus tries again.
        void import('./GlobalSearch').then((m) => setLoaded(() => m.GlobalSearch));
      }}
    />
  );
}
