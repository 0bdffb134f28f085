// The CommonJS side: require() of each package resolves to CommonJS declarations.
import domain = require('@podoffice/domain');
import ui = require('@podoffice/ui');
import features = require('@podoffice/features');
import balance = require('@podoffice/features/balance');

export const used = [
  domain.canApproveBalance,
  ui.PodThemeProvider,
  features.createAppStore,
  balance.BalanceScreen,
];
