import { createElement, lazy } from 'react';
import { routeSpecs } from './routeSpecs';
import { usersScreens } from './screens/users';
import { profileScreens } from './screens/profile';
import { sitesScreens } from './screens/sites';
import { siteSettingsScreens } from './screens/siteSettings';
import { levelsScreens } from './screens/levels';
import { newsScreens } from './screens/news';
import { categoriesScreens } from './screens/categories';
import { attributesScreens } from './screens/attributes';
import { discountsScreens } from './screens/discounts';
import { policiesScreens } from './screens/policies';
import { appSettingsScreens } from './screens/appSettings';
import { exportsScreens } from './screens/exports';
import { logsScreens } from './screens/logs';
import { carriersScreens } from './screens/carriers';
import { catalogScreens } from './screens/catalog';
import { productTypesScreens } from './screens/productTypes';
import { customersScreens } from './screens/customers';
import { dashboardScreens } from './screens/dashboard';
import { ordersScreens } from './screens/orders';
import { externalOrdersScreens } from './screens/externalOrders';
import { orderImportsScreens } from './screens/orderImports';
import { productsScreens } from './screens/products';
import { lazyScreen, type Screen } from './screens/types';
import type { AppRoute } from './types';

// One chunk per auth screen, so /login loads only the sign-in form.
const SignIn = lazyScreen(
  () => import('@podoffice/features/auth/screens/SignInScreen'),
  'SignInScreen',
);
const ForgotPassword = lazyScreen(
  () => import('@podoffice/features/auth/screens/ForgotPasswordScreen'),
  'ForgotPasswordScreen',
);

/** The screens built so far, by path; every other route is planned. */
const builtScreens: Record<string, Screen> = {
  '/': SignIn,
  '/login': SignIn,
  '/register': lazyScreen(
    () => import('@podoffice/features/auth/screens/SignUpScreen'),
    'SignUpScreen',
  ),
  '/forgot-password-confirm-email': ForgotPassword,
  '/forgot-password': ForgotPassword,
  '/verify/:token': lazyScreen(
    () => import('@podoffice/features/auth/screens/AccountActivationScreen'),
    'AccountActivationScreen',
  ),
  '/reset-password': lazyScreen(
    () => import('@podoffice/features/auth/screens/ResetPasswordScreen'),
    'ResetPasswordScreen',
  ),
  '/balance': lazyScreen(
    () => import('@podoffice/features/balance/screens/BalanceScreen'),
    'BalanceScreen',
  ),
  '/user/logout': lazyScreen(() => import('../pages/LogoutPage'), 'LogoutPage'),
  // Each area lists its own routes (screens/<area>.ts), so areas are added side by side.
  ...usersScreens,
  ...profileScreens,
  ...sitesScreens,
  ...siteSettingsScreens,
  ...levelsScreens,
  ...newsScreens,
  ...categoriesScreens,
  ...attributesScreens,
  ...discountsScreens,
  ...policiesScreens,
  ...appSettingsScreens,
  ...exportsScreens,
  ...logsScreens,
  ...carriersScreens,
  ...catalogScreens,
  ...productTypesScreens,
  ...customersScreens,
  ...dashboardScreens,
  ...ordersScreens,
  ...externalOrdersScreens,
  ...orderImportsScreens,
  ...productsScreens,
};

/** A screen that comes in a later issue: the not-built-yet page, titled with the route's name. */
function plannedScreen(name: string): Screen {
  return lazy(() =>
    import('../pages/PlannedPage').then((m) => ({
      default: () => createElement(m.PlannedPage, { name }),
    })),
  );
}

function screenOf(path: string, name: string, planned: boolean | undefined): Screen {
  if (planned) return plannedScreen(name);
  const screen = builtScreens[path];
  if (!screen) throw new Error(`The route ${path} is not planned, so it needs a screen.`);
  return screen;
}

/** The route table of spec 1 §2 with each route's lazily loaded screen. */
export const routeTable: readonly AppRoute[] = routeSpecs.map((spec) => ({
  ...spec,
  Screen: screenOf(spec.path, spec.name, spec.planned),
}));
