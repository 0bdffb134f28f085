import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { MenuTree } from '../MenuTree';
import { NavIcon } from '../NavIcons';
import type { MenuItem, NavigationProps } from '../navigation';
import { IconButton, Overlay, Panel, PanelHeader, PanelNav } from './MobileMenu.styles';

export interface MobileMenuProps extends NavigationProps {
  /** Menu entries, the same as the desktop menu's. */
  items: MenuItem[];
  /** Path of the current page; when it changes the drawer closes. */
  currentPath?: string;
  /** Accessible name of the drawer and of its navigation landmark. */
  label?: string;
  /** Accessible name of the hamburger button. */
  buttonLabel?: string;
  /** Shown at the top of the drawer, e.g. the product name. */
  header?: ReactNode;
  /** Where the drawer is rendered; document.body when not given. */
  portalContainer?: Element | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The menu of the mobile layout (below 992 px): a hamburger button that opens the menu in a
 * drawer. The drawer keeps focus inside while open; Escape, the close button, a click outside or a
 * followed link close it and focus goes back to the hamburger.
 */
export function MobileMenu({
  items,
  currentPath,
  label = 'Main menu',
  buttonLabel = 'Open menu',
  header,
  portalContainer,
  renderLink,
  onNavigate,
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const [seenPath, setSeenPath] = useState(currentPath);
  if (currentPath !== seenPath) {
    setSeenPath(currentPath);
    setOpen(false);
  }

  useEffect(() => {
    if (open) {
      closeRef.current?.focus();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      wasOpen.current = true;
      return () => {
        document.body.style.overflow = previousOverflow;
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // A followed link closes the drawer even when the app's router keeps currentPath unchanged.
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  const drawer = (
    <>
      <Overlay data-testid="mobile-menu-overlay" onClick={() => setOpen(false)} />
      <Panel
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onKeyDown={onPanelKeyDown}
        onClick={onPanelClick}
      >
        <PanelHeader>
          <span>{header}</span>
          <IconButton
            ref={closeRef}
            type="button"
            aria-label="Close menu"
            onClick={() => setOpen(false)}
          >
            <NavIcon name="close" />
          </IconButton>
        </PanelHeader>
        <PanelNav aria-label={label}>
          <MenuTree
            items={items}
            currentPath={currentPath}
            renderLink={renderLink}
            onNavigate={onNavigate}
          />
        </PanelNav>
      </Panel>
    </>
  );

  return (
    <>
      <IconButton
        ref={buttonRef}
        type="button"
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <NavIcon name="menu" />
      </IconButton>
      {open && createPortal(drawer, portalContainer ?? document.body)}
    </>
  );
}
