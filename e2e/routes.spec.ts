import type { Page } from '@playwright/test';
import { routeSpecs } from '../packages/app/src/routes/routeSpecs';
import type { RouteSpec } from '../packages/app/src/routes/types';
import { MESSAGES } from '../packages/domain/src/messages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  LANDING,
  expect,
  graphql,
  signIn,
  test,
} from './support/fixtures';

// Spec 1 §2 as a matrix: every path of the route table, opened by a visitor and by each role,
// leads to sign-in, the screen (or the not-built-yet page), 'Access denied' or not-found.

type Role = keyof typeof DEMO_ACCOUNTS;
type Outcome = 'screen' | 'planned' | 'login' | 'landing' | 'denied' | 'notFound';

interface Visitor {
  role: Role;
  isSpecial: boolean;
}

/** What the spec says opening a route leads to, for a visitor (null) or a signed-in user. */
function expectedOutcome(route: RouteSpec, visitor: Visitor | null): Outcome {
  const shown: Outcome = route.planned ? 'planned' : 'screen';
  if (route.access === 'anyone') return shown;
  if (route.access === 'public') return visitor && route.redirectSignedIn ? 'landing' : shown;
  if (!visitor) return 'login';
  if (route.access === 'signedIn') return shown;
  const allowed =
    route.access.includes(visitor.role) && (!route.requiresSpecial || visitor.isSpecial);
  if (allowed) return shown;
  return route.notFoundWhenDenied ? 'notFound' : 'denied';
}

/** What the title bar calls a route for the visitor. */
function nameOf(route: RouteSpec, visitor: Visitor | null): string {
  return visitor && route.nameFor ? route.nameFor({ roles: [visitor.role] }) : route.name;
}

/** A concrete address for a route pattern. */
function addressOf(path: string): string {
  return path.replace(':token', 'e2e-not-a-token').replace(/:\w+/g, '1');
}

/** How each built screen shows itself. */
async function expectBuiltScreen(page: Page, route: RouteSpec, visitor: Visitor | null) {
  const form = (name: string) => page.getByRole('form', { name });
  switch (route.path) {
    case '/':
    case '/login':
      return expect.soft(form('Sign in')).toBeVisible();
    case '/register':
      return expect.soft(form('Sign up')).toBeVisible();
    case '/forgot-password':
    case '/forgot-password-confirm-email':
      return expect.soft(form('Forgot password')).toBeVisible();
    // Opened without the mailed token, the screen says the link is invalid instead of showing a form.
    case '/reset-password':
      return expect.soft(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    case '/verify/:token':
      return expect.soft(page.getByRole('heading', { name: 'Account activation' })).toBeVisible();
    case '/balance':
      return expect.soft(page.getByText('Pending Deposit').first()).toBeVisible();
    case '/sites':
    case '/egg/sites':
      return expect.soft(page.getByRole('table', { name: 'Sites' })).toBeVisible();
    case '/sites/:id/settings':
      return expect.soft(page.getByRole('tablist', { name: 'Site settings' })).toBeVisible();
    case '/settings':
      return expect.soft(page.getByRole('tab', { name: 'Generate Api key' })).toBeVisible();
    case '/admin/users-manager':
      return expect.soft(page.getByRole('table', { name: 'Users' })).toBeVisible();
    case '/admin/user-form':
      return expect.soft(form('Add user')).toBeVisible();
    case '/egg/outbox':
      return expect.soft(page.getByRole('table', { name: 'Outbox' })).toBeVisible();
    case '/profile':
      return expect.soft(form('Profile')).toBeVisible();
    case '/change-password':
      return expect.soft(form('Change password')).toBeVisible();
    default:
      // Every other signed-in screen: the page is titled with the route's name (its role's view's,
      // nameFor) and is not the not-built-yet page (the area journeys check each screen's content).
      await expect
        .soft(page.getByRole('heading', { level: 1, name: nameOf(route, visitor), exact: true }))
        .toBeVisible();
      return expect.soft(page.getByText('This screen is not built yet.')).toHaveCount(0);
  }
}

async function expectOutcome(
  page: Page,
  route: RouteSpec,
  outcome: Outcome,
  visitor: Visitor | null,
) {
  switch (outcome) {
    case 'login':
      await expect.soft(page).toHaveURL('/login');
      return expect.soft(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    case 'landing':
      return expect.soft(page).toHaveURL(LANDING[visitor!.role]);
    case 'denied':
      return expect
        .soft(page.getByRole('heading', { level: 2, name: MESSAGES.accessDenied }))
        .toBeVisible();
    case 'notFound':
      await expect.soft(page.getByRole('heading', { name: '404' })).toBeVisible();
      return expect.soft(page.getByText(MESSAGES.accessDenied)).toHaveCount(0);
    case 'planned': {
      const region = page.getByRole('region', { name: route.name });
      return expect.soft(region.getByText('This screen is not built yet.')).toBeVisible();
    }
    default:
      return expectBuiltScreen(page, route, visitor);
  }
}

// /user/logout ends the session, so each role visits it last, on its own.
const visited = routeSpecs.filter((r) => r.path !== '/user/logout');

/**
 * Opens an address inside the running app, as a link would: the router sees a history change.
 * Loading the whole page for each of the ~70 paths would re-run the session start every time and
 * take minutes per role; deep links are covered by the journeys and the first visit of each role.
 */
async function openInApp(page: Page, address: string) {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Two frames: React has committed the new route before the checks look at the page.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, address);
}

async function visitEveryRoute(page: Page, visitor: Visitor | null) {
  for (const route of visited) {
    const outcome = expectedOutcome(route, visitor);
    await test.step(`${route.path} -> ${outcome}`, async () => {
      await openInApp(page, addressOf(route.path));
      await expectOutcome(page, route, outcome, visitor);
    });
  }
}

test.describe('every route of spec 1 §2', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visitor is sent to sign in everywhere but the public pages', async ({ page }) => {
    await page.goto('/login');
    await visitEveryRoute(page, null);
    await page.goto('/no-such-page');
    await expect.soft(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.goto('/user/logout');
    await expect(page).toHaveURL('/login');
  });

  for (const role of Object.keys(DEMO_ACCOUNTS) as Role[]) {
    test(`${role}`, async ({ page, request }) => {
      const { login } = await graphql<{ login: { user: { is_special: boolean } } }>(
        request,
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { is_special } } }',
        { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD },
      );
      const visitor: Visitor = { role, isSpecial: login.user.is_special };
      await signIn(page, DEMO_ACCOUNTS[role]);
      await expect(page).toHaveURL(LANDING[role]);

      await visitEveryRoute(page, visitor);
      await page.goto('/no-such-page');
      await expect.soft(page.getByRole('heading', { name: '404' })).toBeVisible();

      await page.goto('/user/logout');
      await expect(page).toHaveURL('/login');
      await page.goto('/balance');
      await expect(page).toHaveURL('/login');
    });
  }
});
