import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Item, Menu, Root, Separator } from './DropdownMenu.styles';

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
  /** Extra class for layout by the parent. */
  className?: string;
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button): arrow keys, Home and End move,
 * typing a letter jumps, Escape closes and returns focus to the button.
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
  className,
}: DropdownMenuProps) {
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    // Button does not forward refs, so the trigger is found inside the root.
    if (returnFocus)
      rootRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.focus();
  };

  const choose = (item: DropdownMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
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
        close(true);
        break;
      case 'Tab':
        close(false);
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
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <ChevronDownIcon size={12} />
      </Button>
      {open && (
        <Menu
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          $align={align}
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
              {item.label}
            </Item>,
          ])}
        </Menu>
      )}
    </Root>
  );
}
