import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configure } from 'storybook/test';
import { USER_ROLES, type UserRole } from '@podoffice/domain';
import { PodThemeProvider } from '@podoffice/ui';
import { createAppStore, NotificationsHost } from '@podoffice/features';
import {
  authHandlers,
  balanceHandlers,
  fixtureToken,
  usersByRole,
} from '@podoffice/features/mocks';

// A play's findBy and waitFor wait up to 5 s, not testing-library's 1 s: a screen story's first
// render loads its lazy chunks (filters, drawers, form sections) and answers from MSW, which on a
// busy 2-core CI machine took longer than a second (first stories of a file failed so).
configure({ asyncUtilTimeout: 5000 });

/** The toolbar's signed-in role; Anonymous is a visitor with no session. */
type StoryRole = UserRole | 'Anonymous';

/** Per-story router settings: `parameters.router = { route: '/verify/abc', path: '/verify/:token' }`. */
interface RouterParameters {
  route?: string | { pathname: string; search?: string; state?: unknown };
  path?: string;
}

/** Per-story changes to the signed-in fixture user: `parameters.sessionUser = { users_read_only: true }`. */
type SessionUserParameters = Partial<(typeof usersByRole)[UserRole]>;

function storeFor(role: StoryRole, changes: SessionUserParameters = {}) {
  if (role === 'Anonymous') return createAppStore({ session: {} });
  const user = { ...usersByRole[role], ...changes };
  return createAppStore({
    session: { token: fixtureToken(user), expiredAt: null, user, storage: 'session' },
  });
}

/** Where a screen navigated to, shown in place of the screen so a play function can check it. */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return (
    <p role="status">
      Navigated to {pathname}
      {search}
    </p>
  );
}

function StoryApp({
  role,
  router,
  sessionUser,
  children,
}: {
  role: StoryRole;
  router: RouterParameters;
  sessionUser?: SessionUserParameters;
  children: ReactNode;
}) {
  const [store] = useState(() => storeFor(role, sessionUser));
  const route = router.route ?? router.path ?? '/';
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={router.path ?? '/*'} element={children} />
          {router.path && <Route path="*" element={<NavigatedTo />} />}
        </Routes>
        <NotificationsHost />
      </MemoryRouter>
    </Provider>
  );
}

// A fresh store for every story and role, so one story's session or cache never leaks into another.
// A story (or a whole file) that must render without store, router and toasts sets parameters.app false.
const withApp: Decorator = (Story, context) => {
  if (context.parameters.app === false) return <Story />;
  const role = (context.globals.role ?? 'Administrator') as StoryRole;
  const router = (context.parameters.router ?? {}) as RouterParameters;
  return (
    <StoryApp
      key={`${context.id}:${role}`}
      role={role}
      router={router}
      sessionUser={context.parameters.sessionUser as SessionUserParameters | undefined}
    >
      <Story />
    </StoryApp>
  );
};

// Embedders render with withGlobalStyle={false} on a page with no reset of ours: the toolbar's
// "Global style: off", or parameters.globalStyle false for stories that prove a layout holds there.
const withTheme: Decorator = (Story, context) => (
  <PodThemeProvider
    withGlobalStyle={
      context.parameters.globalStyle !== false && context.globals.globalStyle !== 'off'
    }
  >
    <Story />
  </PodThemeProvider>
);

const preview: Preview = {
  loaders: [mswLoader()],
  // Healthy answers for every call, fresh (stateful handlers) per story; a story's own
  // beforeEach runs after this one, so the handlers it adds take precedence.
  beforeEach({ msw }) {
    msw.use(...authHandlers(), ...balanceHandlers());
  },
  decorators: [withApp, withTheme],
  globalTypes: {
    role: {
      description: 'The signed-in role',
      toolbar: {
        title: 'Role',
        icon: 'user',
        items: [...USER_ROLES, 'Anonymous'],
        dynamicTitle: true,
      },
    },
    globalStyle: {
      description:
        "The theme's global base styles (off: as an embedding host page sees the widgets)",
      toolbar: {
        title: 'Global style',
        icon: 'paintbrush',
        items: [
          { value: 'on', title: 'Global style: on' },
          { value: 'off', title: 'Global style: off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The a11y panel runs axe on demand ("Run test"): the test-runner gates every story with
  // axe-playwright, and two axe runs on one page collide ('Axe is already running').
  initialGlobals: { role: 'Administrator', globalStyle: 'on', a11y: { manual: true } },
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
    // The reviewers' pages (stories/) first; 'Embedding' is the place kept for that page.
    options: {
      storySort: {
        order: [
          'Docs',
          [
            'Introduction',
            'Embedding',
            'Theme tokens',
            'Patterns',
            'Role x screen matrix',
            'App shell per role',
          ],
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
