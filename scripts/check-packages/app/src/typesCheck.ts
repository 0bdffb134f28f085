// Type-checked (never run) under moduleResolution bundler and nodenext with skipLibCheck off: every
// entry point resolves to declarations that compile in someone else's project.
import { canApproveBalance, type UserRole } from '@podoffice/domain';
import { Drawer, Modal, PodThemeProvider, type ButtonProps } from '@podoffice/ui';
import { createAppStore, PodOfficeProvider, type AppStore } from '@podoffice/features';
import { BalanceCards, balanceApi } from '@podoffice/features/balance';
import { BalanceScreen } from '@podoffice/features/balance/screens/BalanceScreen';
// @ts-expect-error a screen's subpath exports that screen's module only (a bundler refuses the rest)
import { BalanceTable } from '@podoffice/features/balance/screens/BalanceScreen';

const role: UserRole = 'Administrator';
const store: AppStore = createAppStore({}, { endpoint: '/query', storage: { keyPrefix: 'x' } });
const props: ButtonProps = { variant: 'primary' };

export const used = [
  canApproveBalance({ roles: [{ name: role }] }),
  Modal.Footer,
  Drawer.Footer,
  PodThemeProvider,
  PodOfficeProvider,
  BalanceCards,
  balanceApi,
  BalanceScreen,
  BalanceTable,
  store,
  props,
];
