import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { StatusName } from '../../theme';
import { formatStatusCount } from './formatCount';
import type { WidgetRootProps } from '../widgetRoot';
import { Badge } from '../Badge';
import { List, Tab } from './StatusTabs.styles';

export interface StatusTab {
  /** The value reported by onChange, e.g. an order status. */
  key: string;
  /** The visible name of the tab. */
  label: string;
  /** How many items have this status; no badge when left out. */
  count?: number;
  /** The count is a lower bound (a search that stopped counting): shown with a '+', '1,000+'. */
  atLeast?: boolean;
  /** Colours the count badge with this status's theme colours. */
  status?: StatusName;
}

export interface StatusTabsProps extends WidgetRootProps {
  /** The tabs, in order. */
  tabs: StatusTab[];
  /** The key of the selected tab. */
  value: string;
  /** Called with the key of the tab the user selected. */
  onChange: (key: string) => void;
  /** Names the tab list for screen readers. */
  'aria-label'?: string;
  /** Id of the element the tabs filter (e.g. the table), referenced by aria-controls. */
  panelId?: string;
}

/**
 * Status filter tabs with a count badge each. Arrow keys, Home and End move focus; Enter or Space
 * selects. Selection is manual rather than on focus because each selection loads a new list from
 * the server, and arrowing across eleven statuses should not fire eleven requests.
 */
export function StatusTabs({
  tabs,
  value,
  onChange,
  'aria-label': ariaLabel = 'Status',
  panelId,
  className,
  style,
  id,
}: StatusTabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const tabStop = tabs.some((tab) => tab.key === (focusedKey ?? value))
    ? (focusedKey ?? value)
    : tabs[0]?.key;

  const moveFocus = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setFocusedKey(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  return (
    <List
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      onBlur={onBlur}
      className={className}
      style={style}
      id={id}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === value;
        return (
          <Tab
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}`}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={tab.key === tabStop ? 0 : -1}
            $selected={selected}
            onClick={() => {
              setFocusedKey(tab.key);
              if (!selected) onChange(tab.key);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.count !== undefined && (
              <>
                {' '}
                <Badge status={tab.status ?? 'default'}>
                  {formatStatusCount(tab.count, tab.atLeast)}
                </Badge>
              </>
            )}
          </Tab>
        );
      })}
    </List>
  );
}
