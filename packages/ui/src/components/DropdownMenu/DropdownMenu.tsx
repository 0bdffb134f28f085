import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { ChevronDownIcon } from '../../icons';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Hint, Item, ItemText, Menu, Root, Separator } from './DropdownMenu.styles';

/** One action in a DropdownMenu. */
export interface DropdownMenuItem {
  /** Identifies the item among its siblings. */
  key: string;
  /** The item's text. */
  label: ReactNode;
  /** Called when the item is chosen, by click, Enter or Space. */
  onSelect: () => void;
  /** Shows the item in the danger colour, for destructive actions. */
  danger?: boolean;
  /** Shown and focusable but not choosable. */
  disabled?: boolean;
  /** A short line under the label, e.g. why a disabled item cannot be chosen yet ('Held until 30 Nov, 14:05'). */
  hint?: string;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Draws a line above this item to start a new group. */
  separatorBefore?: boolean;
}

export interface DropdownMenuProps {
  /** What the trigger button shows, e.g. the user's greeting or an icon. */
  label: ReactNode;
  /** Accessible name of the trigger when its label is not text (an icon). */
  'aria-label'?: string;
  /** The actions. */
  items: DropdownMenuItem[];
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Trigger button style. */
  variant?: ButtonVariant;
  /** Trigger button size. */
  size?: ButtonSize;
  /** An icon before the trigger label. */
  icon?: ReactNode;
  /** Blocks opening the menu. */
  disabled?: boolean;
  /** Shows a chevron after the label; an icon-only trigger (a row's Actions) may leave it out. */
  chevron?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

/** The trigger button: Button does not forward refs, so it is found inside the root. */
const triggerOf = (root: HTMLElement | null) =>
  root?.querySelector<HTMLButtonElement>('button[aria-haspopup]');

/**
 * Where the open menu sits, in viewport pixels. The menu is fixed rather than absolute so that a
 * table's scroll area (overflow: auto) does not clip it; it opens upwards when the space below
 * the trigger is too small for it. A menu taller than the room on either side (a row's long menu
 * in a short window) takes the roomier side and scrolls: fixed, it would otherwise run off the
 * window, its last items out of reach.
 */
function menuPosition(
  trigger: DOMRect,
  menu: { width: number; height: number },
  align: 'start' | 'end',
): CSSProperties {
  const gap = 4;
  const below = trigger.bottom + gap;
  const roomBelow = window.innerHeight - below - gap;
  const roomAbove = trigger.top - 2 * gap;
  const left =
    align === 'end'
      ? Math.max(gap, trigger.right - menu.width)
      : Math.min(trigger.left, window.innerWidth - menu.width - gap);
  if (menu.height <= roomBelow) return { top: below, left };
  if (menu.height <= roomAbove) return { top: trigger.top - gap - menu.height, left };
  return roomBelow >= roomAbove
    ? { top: below, left, maxHeight: roomBelow, overflowY: 'auto' }
    : { top: gap, left, maxHeight: roomAbove, overflowY: 'auto' };
}

/** Scrolls a menu that scrolls (menuPosition) just enough to show `item`, and nothing else. */
function scrollToItem(menu: HTMLElement | null, item: HTMLElement | null) {
  if (!menu || !item) return;
  if (item.offsetTop < menu.scrollTop) menu.scrollTop = item.offsetTop;
  else if (item.offsetTop + item.offsetHeight > menu.scrollTop + menu.clientHeight) {
    menu.scrollTop = item.offsetTop + item.offsetHeight - menu.clientHeight;
  }
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button): arrow keys, Home and End move,
 * typing a letter jumps, Escape closes and returns focus to the button. Closed, it is the button
 * alone: the menu's state, placement and handlers (OpenMenu) exist only while it is open, as a
 * table draws one closed menu per row (20 on the orders list: the list bench, issue 25).
 */
export function DropdownMenu({
  label,
  'aria-label': ariaLabel,
  items,
  align = 'start',
  variant = 'secondary',
  size = 'md',
  icon,
  disabled = false,
  chevron = true,
  className,
}: DropdownMenuProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  // The item the menu opens at, or null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const open = openAt !== null;

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) triggerOf(rootRef.current)?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(items.length - 1);
    }
  };

  return (
    <Root ref={rootRef} className={className}>
      <Button
        id={buttonId}
        variant={variant}
        size={size}
        icon={icon}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpenAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        {chevron && <ChevronDownIcon size={12} />}
      </Button>
      {open && (
        <OpenMenu
          id={menuId}
          buttonId={buttonId}
          items={items}
          align={align}
          startAt={openAt}
          rootRef={rootRef}
          onClose={close}
        />
      )}
    </Root>
  );
}

interface OpenMenuProps {
  id: string;
  buttonId: string;
  items: DropdownMenuItem[];
  align: 'start' | 'end';
  /** The item focused as it opens. */
  startAt: number;
  /** The menu button's root: its trigger places the menu; a click outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Closes the menu, giving focus back to the button or not. */
  onClose: (returnFocus: boolean) => void;
}

/** The open menu of a DropdownMenu: placed by its button, keyboard and pointer driven. */
function OpenMenu({ id, buttonId, items, align, startAt, rootRef, onClose }: OpenMenuProps) {
  const [active, setActive] = useState(startAt);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  const placed = position !== null;
  useEffect(() => {
    if (!placed) return;
    // preventScroll: scrolling the page to the item would move the fixed menu off its trigger.
    itemRefs.current[active]?.focus({ preventScroll: true });
    scrollToItem(menuRef.current, itemRefs.current[active] ?? null);
  }, [active, placed]);

  useLayoutEffect(() => {
    const place = () => {
      const trigger = triggerOf(rootRef.current)?.getBoundingClientRect();
      const menu = menuRef.current;
      if (!trigger || !menu) return;
      // Its whole height (borders too), even while a max-height makes it scroll.
      const height = menu.scrollHeight + menu.offsetHeight - menu.clientHeight;
      const { width } = menu.getBoundingClientRect();
      setPosition(menuPosition(trigger, { width, height }, align));
    };
    place();
    // The menu follows its trigger when the page or a scroll area around it scrolls (not when the
    // menu itself scrolls).
    const follow = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) place();
    };
    window.addEventListener('scroll', follow, true);
    return () => window.removeEventListener('scroll', follow, true);
  }, [align, rootRef]);

  useEffect(() => {
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [rootRef, onClose]);

  const choose = (item: DropdownMenuItem) => {
    if (item.disabled) return;
    onClose(true);
    item.onSelect();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActive((index) => (index >= last ? 0 : index + 1));
        break;
      case 'ArrowUp':
        setActive((index) => (index <= 0 ? last : index - 1));
        break;
      case 'Home':
        setActive(0);
        break;
      case 'End':
        setActive(last);
        break;
      case 'Escape':
        onClose(true);
        break;
      case 'Tab':
        onClose(false);
        return;
      case 'Enter':
      case ' ': {
        const item = items[active];
        if (item) choose(item);
        break;
      }
      default: {
        if (event.key.length !== 1) return;
        const letter = event.key.toLowerCase();
        const order = items.map((_, offset) => (active + 1 + offset) % items.length);
        const match = order.find((index) =>
          itemRefs.current[index]?.textContent?.trim().toLowerCase().startsWith(letter),
        );
        if (match === undefined) return;
        setActive(match);
      }
    }
    event.preventDefault();
  };

  return (
    <Menu
      ref={menuRef}
      id={id}
      role="menu"
      aria-labelledby={buttonId}
      // Hidden until placed, so it never flashes at the corner of the window.
      style={position ?? { visibility: 'hidden' }}
      onKeyDown={onMenuKeyDown}
    >
      {items.map((item, index) => [
        item.separatorBefore && index > 0 ? (
          <Separator key={`${item.key}-separator`} role="separator" />
        ) : null,
        <Item
          key={item.key}
          ref={(node) => {
            itemRefs.current[index] = node;
          }}
          role="menuitem"
          tabIndex={index === active ? 0 : -1}
          aria-disabled={item.disabled || undefined}
          onClick={() => choose(item)}
          onMouseEnter={() => setActive(index)}
          $danger={Boolean(item.danger)}
          $disabled={Boolean(item.disabled)}
        >
          {item.icon}
          {item.hint ? (
            // Part of the item's name, as it is of its visible text: 'Ready Held until …'.
            <ItemText>
              <span>{item.label}</span> <Hint>{item.hint}</Hint>
            </ItemText>
          ) : (
            item.label
          )}
        </Item>,
      ])}
    </Menu>
  );
}
