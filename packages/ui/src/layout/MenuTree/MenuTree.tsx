import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { NavIcon } from '../NavIcons';
import { NavLink } from '../NavLink';
import { findActiveItem, type MenuItem, type NavigationProps } from '../navigation';
import { Chevron, Entry, Icon, Initial, Label, List, SubList } from './MenuTree.styles';

export interface MenuTreeProps extends NavigationProps {
  /** The entries, groups holding their own entries. */
  items: MenuItem[];
  /** Path of the current page; the entry that matches it most specifically is highlighted. */
  currentPath?: string;
  /** Icons only, labels kept for screen readers; groups open as a panel beside the menu. */
  collapsed?: boolean;
}

interface Shared extends NavigationProps {
  activeKey: string | undefined;
  activeAncestors: string[];
  collapsed: boolean;
}

/** The entries of the side menu, with groups that open and close (Orders, App Settings). */
export function MenuTree({
  items,
  currentPath,
  collapsed = false,
  renderLink,
  onNavigate,
}: MenuTreeProps) {
  const active = findActiveItem(items, currentPath);
  const shared: Shared = {
    activeKey: active?.key,
    activeAncestors: active?.ancestors ?? [],
    collapsed,
    renderLink,
    onNavigate,
  };

  // Groups that hold the current page start open; a later page in a closed group opens it too.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () => new Set(shared.activeAncestors),
  );
  const [seenActive, setSeenActive] = useState(active?.key);
  if (active?.key !== seenActive) {
    setSeenActive(active?.key);
    if (shared.activeAncestors.some((key) => !openGroups.has(key))) {
      setOpenGroups(new Set([...openGroups, ...shared.activeAncestors]));
    }
  }
  const toggle = (key: string) =>
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // With icons only, one group at a time opens as a panel, and it starts closed.
  const [flyout, setFlyout] = useState<string | null>(null);
  const closeFlyout = useCallback(() => setFlyout(null), []);
  const [seenCollapsed, setSeenCollapsed] = useState(collapsed);
  if (collapsed !== seenCollapsed) {
    setSeenCollapsed(collapsed);
    setFlyout(null);
  }

  return (
    <List>
      {items.map((item) =>
        item.children ? (
          <Group
            key={item.key}
            item={item}
            shared={shared}
            open={collapsed ? flyout === item.key : openGroups.has(item.key)}
            onToggle={() =>
              collapsed
                ? setFlyout((key) => (key === item.key ? null : item.key))
                : toggle(item.key)
            }
            onClose={closeFlyout}
            openGroups={openGroups}
            onToggleNested={toggle}
          />
        ) : (
          <Leaf key={item.key} item={item} shared={shared} iconOnly={collapsed} />
        ),
      )}
    </List>
  );
}

function ItemFace({ item, iconOnly }: { item: MenuItem; iconOnly: boolean }) {
  return (
    <>
      {item.icon ? (
        <Icon $collapsed={iconOnly}>{item.icon}</Icon>
      ) : (
        iconOnly && <Initial aria-hidden="true">{item.label.charAt(0)}</Initial>
      )}
      <Label $hidden={iconOnly}>{item.label}</Label>
    </>
  );
}

function Leaf({ item, shared, iconOnly }: { item: MenuItem; shared: Shared; iconOnly: boolean }) {
  const active = shared.activeKey === item.key;
  return (
    <Entry $active={active} $collapsed={iconOnly}>
      {item.path ? (
        <NavLink
          path={item.path}
          renderLink={shared.renderLink}
          onNavigate={shared.onNavigate}
          aria-current={active ? 'page' : undefined}
          title={iconOnly ? item.label : undefined}
        >
          <ItemFace item={item} iconOnly={iconOnly} />
        </NavLink>
      ) : (
        <span>
          <ItemFace item={item} iconOnly={iconOnly} />
        </span>
      )}
    </Entry>
  );
}

interface GroupProps {
  item: MenuItem;
  shared: Shared;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  openGroups: ReadonlySet<string>;
  onToggleNested: (key: string) => void;
}

function Group({ item, shared, open, onToggle, onClose, openGroups, onToggleNested }: GroupProps) {
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const flyout = shared.collapsed;
  const holdsActive = shared.activeAncestors.includes(item.key);

  useEffect(() => {
    if (!flyout || !open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [flyout, open, onClose]);

  const flyoutHandlers = flyout && {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) onClose();
    },
    onClick: (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) onClose();
    },
  };

  return (
    <Entry ref={rootRef} $active={flyout && holdsActive} $collapsed={flyout} {...flyoutHandlers}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        title={flyout ? item.label : undefined}
        onClick={onToggle}
      >
        <ItemFace item={item} iconOnly={flyout} />
        {!flyout && (
          <Chevron $open={open} aria-hidden="true">
            <NavIcon name="chevronDown" />
          </Chevron>
        )}
      </button>
      <SubList id={listId} hidden={!open} $flyout={flyout}>
        {item.children?.map((child) =>
          child.children ? (
            <Group
              key={child.key}
              item={child}
              shared={{ ...shared, collapsed: false }}
              open={openGroups.has(child.key)}
              onToggle={() => onToggleNested(child.key)}
              onClose={onClose}
              openGroups={openGroups}
              onToggleNested={onToggleNested}
            />
          ) : (
            <Leaf key={child.key} item={child} shared={shared} iconOnly={false} />
          ),
        )}
      </SubList>
    </Entry>
  );
}
