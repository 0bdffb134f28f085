import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons';
import { Button, type ButtonVariant } from '../Button';
import { Count, Panel, Root, Title } from './Popover.styles';

export interface PopoverProps {
  /** The trigger button's text, e.g. 'Filters'. */
  label: string;
  /** The panel's name for assistive technology and its heading; the label when not given. */
  title?: string;
  /** Whether the panel shows (the parent keeps it, so Reset can close it). */
  open: boolean;
  /** Called with false on Escape, a click outside or the trigger; with true on the trigger. */
  onOpenChange: (open: boolean) => void;
  /** A count shown on the trigger, e.g. how many of the panel's filters are in force; hidden at 0. */
  count?: number;
  /** What the panel holds: form controls that apply as they change. */
  children: ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  /** The panel's width in pixels (never wider than the screen). */
  width?: number;
  /** Trigger button style. */
  variant?: ButtonVariant;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A button that opens a non-modal panel of controls under it (the staff's popover of
 * order filters). Opening moves focus into the panel; Escape closes it and gives focus back to the
 * button; a click anywhere outside closes it. Controls inside apply as they change, so closing
 * loses nothing.
 */
export function Popover({
  label,
  title,
  open,
  onOpenChange,
  count = 0,
  children,
  align = 'end',
  width = 320,
  variant = 'secondary',
}: PopoverProps) {
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const outside = (event: PointerEvent) => {
      // The panel's controls draw their lists inside it (no portals), so inside is the root.
      const target = event.target as Node | null;
      if (target && !rootRef.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Claimed, not only stopped: a native dialog around the popover closes on an Escape whose
    // default action is left to the browser (the innermost layer closes alone).
    event.preventDefault();
    event.stopPropagation();
    onOpenChange(false);
    rootRef.current?.querySelector<HTMLButtonElement>('button[aria-controls]')?.focus();
  };

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown}>
      <Button
        variant={variant}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        {count > 0 && (
          <Count aria-label={`${count} in force`}>{count.toLocaleString('en-US')}</Count>
        )}
        <ChevronDownIcon aria-hidden />
      </Button>
      {open && (
        <Panel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          $align={align}
          $width={width}
        >
          <Title id={titleId}>{title ?? label}</Title>
          {children}
        </Panel>
      )}
    </Root>
  );
}
