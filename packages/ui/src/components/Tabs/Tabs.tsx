import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Panel, Tab, TabList } from './Tabs.styles';

/** One tab. */
export interface TabItem {
  /** Identifies the tab in `value` and onChange. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** What the tab shows when selected; leave out to use the tabs as a switch above your own content. */
  content?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** The selected tab; leave undefined to let the tabs keep their own state. */
  value?: string;
  /** The tab first selected when `value` is left undefined; the first enabled tab otherwise. */
  defaultValue?: string;
  /** Called with the tab the user selects. */
  onChange?: (value: string) => void;
  /** Accessible name of the tab list, e.g. 'Site settings'. */
  'aria-label'?: string;
  /** 'automatic' selects a tab as the arrow keys reach it; 'manual' waits for Enter or Space. */
  activation?: 'automatic' | 'manual';
  /** Extra class for layout by the parent. */
  className?: string;
}

/** An accessible tab list: arrow keys, Home and End move between tabs, one tab stop in all. */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  'aria-label': ariaLabel,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [own, setOwn] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? own;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== selected) onChange?.(next);
  };

  const enabled = items.filter((item) => !item.disabled);
  // Tab enters the list on the selected tab (APG); arrows move focus from there.
  const tabStop = enabled.some((item) => item.value === selected) ? selected : firstEnabled;

  const move = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const index = enabled.findIndex((item) => item.value === current);
    let target: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!target) return;
    tabRefs.current.get(target.value)?.focus();
    if (activation === 'automatic') select(target.value);
  };

  const selectedItem = items.find((item) => item.value === selected);
  const idOf = (tab: string, part: 'tab' | 'panel') => `${baseId}-${part}-${tab}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={ariaLabel}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={idOf(item.value, 'tab')}
              aria-selected={isSelected}
              aria-controls={
                isSelected && item.content !== undefined ? idOf(item.value, 'panel') : undefined
              }
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
              onKeyDown={(event) => move(event, item.value)}
              $selected={isSelected}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {selectedItem && selectedItem.content !== undefined && (
        <Panel
          role="tabpanel"
          id={idOf(selectedItem.value, 'panel')}
          aria-labelledby={idOf(selectedItem.value, 'tab')}
          tabIndex={0}
        >
          {selectedItem.content}
        </Panel>
      )}
    </div>
  );
}
