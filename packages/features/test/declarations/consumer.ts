// Copied into the root's .tmp by declarations.test.ts and compiled against the built declarations.
import { BalanceScreen } from '@podoffice/features/balance/screens/BalanceScreen';
// @ts-expect-error the area's components are not exports of the screen's module (a bundler refuses it)
import { BalanceCards } from '@podoffice/features/balance/screens/BalanceScreen';

export const screens = [BalanceScreen, BalanceCards];
