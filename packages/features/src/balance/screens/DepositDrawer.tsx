import type { ReactNode } from 'react';
import { Drawer } from '@podoffice/ui';

export interface DepositDrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called when the user closes it (close button, Escape, backdrop). */
  onClose: () => void;
  /** The deposit form (BalanceScreen's lazily loaded DepositPanel). */
  children: ReactNode;
}

/**
 * The Make a Deposit drawer. BalanceScreen loads it when a seller first asks for it (the drawer is
 * closed on every first paint), then keeps it mounted so it opens and closes as before.
 */
export function DepositDrawer({ open, onClose, children }: DepositDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Make a Deposit">
      {children}
    </Drawer>
  );
}
