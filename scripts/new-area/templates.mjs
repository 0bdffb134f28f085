// The files `npm run new:area <name>` writes, as functions of the area's names. They compile, lint
// and pass their tests as written; the area's own code replaces the sample entry shape and the
// Administrator-only rule.

/**
 * @typedef {object} AreaNames
 * @property {string} name camelCase, the folder and the query field (productTypes)
 * @property {string} Pascal PascalCase, the operation, types and components (ProductTypes)
 * @property {string} title sentence case, for people (Product types)
 * @property {string} route the app path of the area's screen (/product-types)
 */

/**
 * @param {string} name
 * @param {string} [route]
 * @returns {AreaNames}
 */
export function namesOf(name, route) {
  const Pascal = name[0].toUpperCase() + name.slice(1);
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const title = words[0].toUpperCase() + words.slice(1);
  return { name, Pascal, title, route: route ?? `/${words.replaceAll(' ', '-')}` };
}

/** @param {AreaNames} n */
export function featureFiles({ name, Pascal, title, route }) {
  const lower = title.toLowerCase();
  const table = `${Pascal}Table`;
  const screen = `${Pascal}Screen`;
  return {
    [`api/${Pascal}.graphql`]: `# The ${lower} area's calls; codegen writes ${Pascal}.generated.ts next to this file.

fragment ${Pascal}EntryFields on ${Pascal}Entry {
  id
  name
}

query ${Pascal} {
  ${name} {
    ...${Pascal}EntryFields
  }
}
`,
    'api/index.ts': `import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './${Pascal}.generated';

const LIST = { type: '${Pascal}', id: 'LIST' } as const;

/** The ${lower} endpoints; a mutation that changes an entry invalidates LIST. */
export const ${name}Api = api.enhanceEndpoints({
  endpoints: {
    ${Pascal}: { providesTags: [LIST] },
  },
});

// The table shows a failed load in its error state.
silenceErrorToasts('${Pascal}');

export const { use${Pascal}Query } = ${name}Api;

export type * from './${Pascal}.generated';
`,
    [`components/${table}/${table}.tsx`]: `import { Table, createColumnHelper } from '@podoffice/ui';
import type { ${Pascal}EntryFieldsFragment } from '../../api';

export interface ${table}Props {
  /** The entries to show, in order. */
  entries: ${Pascal}EntryFieldsFragment[];
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The message of a failed load; it replaces the rows. */
  error?: string | null;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
}

const column = createColumnHelper<${Pascal}EntryFieldsFragment>();

// Module level: TanStack renders cells as components, so columns must keep their identity.
const columns = [column.accessor('name', { header: 'Name' })];

/** The ${lower}: one row per entry. */
export function ${table}({ entries, loading = false, error, onRetry }: ${table}Props) {
  return (
    <Table
      caption="${title}"
      columns={columns}
      data={entries}
      getRowId={(entry) => entry.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage="No ${lower} yet."
    />
  );
}
`,
    [`components/${table}/${table}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { make${Pascal}Entries } from '../../mocks';
import { ${table} } from './${table}';

const meta = {
  title: 'Features/${title}/${table}',
  component: ${table},
  args: { entries: make${Pascal}Entries() },
  parameters: { app: false },
} satisfies Meta<typeof ${table}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Loading: Story = { args: { entries: [], loading: true } };
export const Empty: Story = { args: { entries: [] } };
export const Failed: Story = {
  args: { entries: [], error: '${title} are unavailable right now', onRetry: fn() },
};
`,
    [`components/${table}/index.ts`]: `export { ${table}, type ${table}Props } from './${table}';
`,
    [`screens/${screen}.tsx`]: `import { errorMessage } from '../../api/baseApi';
import { use${Pascal}Query } from '../api';
import { ${table} } from '../components/${table}';

/** ${title} (${route}, Administrator): every entry, read from the API. */
export function ${screen}() {
  const entries = use${Pascal}Query();
  return (
    <${table}
      entries={entries.currentData?.${name} ?? []}
      loading={entries.isFetching}
      error={entries.error ? errorMessage(entries.error, 'Could not load the ${lower}.') : null}
      onRetry={entries.refetch}
    />
  );
}
`,
    [`screens/${screen}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ${name}Failure, ${name}Handlers, ${name}Loading } from '../mocks';
import { ${screen} } from './${screen}';

const meta = {
  title: 'Features/${title}/${screen}',
  component: ${screen},
  parameters: { router: { route: '${route}', path: '${route}' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...${name}Handlers()),
} satisfies Meta<typeof ${screen}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: '${title}' }));
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(${name}Loading()),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '${title}' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...${name}Handlers([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No ${lower} yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(${name}Failure('${title} are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('${title} are unavailable')).toBeVisible();
  },
};
`,
    [`screens/${screen}.test.tsx`]: `import { screen, waitFor, within } from '@testing-library/react';
import { SERVER_MESSAGES, type UserRole } from '@podoffice/domain';
import { renderWithProviders } from '../../test/render';
import { server, setupMockApi } from '../../test/server';
import { ${name}Failure, ${name}Handlers, ${name}Loading, make${Pascal}Entries } from '../mocks';
import { ${screen} } from './${screen}';

setupMockApi();
beforeEach(() => server.use(...${name}Handlers()));

function render${Pascal}(role: UserRole = 'Administrator') {
  return renderWithProviders(<${screen} />, { role, route: '${route}', path: '${route}' });
}

async function rows() {
  const table = await screen.findByRole('table', { name: '${title}' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('${screen}', () => {
  it('lists every entry by name', async () => {
    render${Pascal}();
    const names = (await rows()).map((row) => row.textContent);
    expect(names).toEqual(make${Pascal}Entries().map((entry) => entry.name));
  });

  it('says when there are none', async () => {
    server.use(...${name}Handlers([]));
    render${Pascal}();
    expect(await screen.findByText('No ${lower} yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the table", async () => {
    render${Pascal}('Seller');
    expect(await screen.findByText(SERVER_MESSAGES.forbidden)).toBeInTheDocument();
  });

  it('shows a failed load once, in the table', async () => {
    server.use(${name}Failure('${title} are unavailable'));
    render${Pascal}();
    expect(await screen.findByText('${title} are unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('${title} are unavailable')).toHaveLength(1);
  });

  it('marks the table busy while loading', () => {
    server.use(${name}Loading());
    render${Pascal}();
    expect(screen.getByRole('table', { name: '${title}' })).toHaveAttribute('aria-busy', 'true');
  });
});
`,
    'mocks.ts': `// MSW handlers and fixtures of the ${lower} area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import { SERVER_MESSAGES, hasRole } from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ${Pascal}EntryFieldsFragment } from './api/${Pascal}.generated';

export type ${Pascal}EntryFixture = ${Pascal}EntryFieldsFragment;

/** \`count\` entries, named in order. */
export function make${Pascal}Entries(count = 3): ${Pascal}EntryFixture[] {
  return Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: \`${title} \${i + 1}\` }));
}

/** The ${lower} calls answered from these entries, refused as the server refuses them. */
export function ${name}Handlers(entries: ${Pascal}EntryFixture[] = make${Pascal}Entries()) {
  return [
    apiLink().query('${Pascal}', ({ request }) => {
      if (!hasRole(userOfRequest(request), 'Administrator')) {
        return graphqlError(SERVER_MESSAGES.forbidden);
      }
      return HttpResponse.json({ data: { ${name}: entries } });
    }),
  ];
}

/** The ${lower} list failing with the server's message; put it before ${name}Handlers(). */
export function ${name}Failure(message: string) {
  return apiLink().query('${Pascal}', () => graphqlError(message));
}

/** The ${lower} list never answers: the loading state. */
export function ${name}Loading() {
  return apiLink().query('${Pascal}', neverResolves);
}
`,
    'index.ts': `// The ${lower} area (lazy-loaded by the app for ${route}).
export { ${screen} } from './screens/${screen}';
export { ${table}, type ${table}Props } from './components/${table}';
export { ${name}Api, use${Pascal}Query } from './api';
export type * from './api/${Pascal}.generated';
`,
  };
}

/** @param {AreaNames} n */
export function serverFiles({ name, Pascal, title }) {
  const lower = title.toLowerCase();
  const query = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  return {
    [`schema/${name}.graphql`]: `# ${title}. Administrators only until the area's rule is written in the domain's permissions.

type ${Pascal}Entry {
  id: ID!
  name: String!
}

extend type Query {
  "Every entry, oldest first."
  ${name}: [${Pascal}Entry!]!
}
`,
    [`src/graphql/${name}/resolvers.ts`]: `import { hasRole } from '@podoffice/domain';
import { forbidden } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';

/** Resolvers of schema/${name}.graphql. */
export const ${name}Resolvers: Resolvers = {
  Query: {
    ${name}: async (_parent, _args, ctx) => {
      if (!hasRole(await ctx.viewer(), 'Administrator')) throw forbidden();
      // No entries until the area has its table (a drizzle migration in src/db/schema.ts).
      return [];
    },
  },
};
`,
    [`test/${name}.test.ts`]: `import { SERVER_MESSAGES, USER_ROLES } from '@podoffice/domain';
import { demoEmail, startTestApi, type TestApi } from './harness';

const ${query} = \`query ${Pascal} { ${name} { id name } }\`;

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('reading the ${lower}', () => {
  test('an Administrator reads the list', async () => {
    const token = await api.tokenFor(demoEmail('Administrator'));
    const { ${name} } = await api.ok<{ ${name}: unknown[] }>(${query}, {}, token);
    expect(${name}).toEqual([]);
  });

  test.each(USER_ROLES.filter((role) => role !== 'Administrator'))('%s is refused', async (role) => {
    const token = await api.tokenFor(demoEmail(role));
    expect(await api.refused(${query}, {}, token)).toBe(SERVER_MESSAGES.forbidden);
  });

  test('an anonymous caller is refused', async () => {
    expect(await api.refused(${query}, {})).toBe(SERVER_MESSAGES.notSignedIn);
  });
});
`,
  };
}

/** @param {AreaNames} n */
export function routeScreensFile({ name, Pascal, title, route }) {
  return `import { lazyScreen, type AreaScreens } from './types';

/** Routes of the ${title.toLowerCase()} area whose screens are built (one chunk per screen). */
export const ${name}Screens: AreaScreens = {
  '${route}': lazyScreen(
    () => import('@podoffice/features/${name}/screens/${Pascal}Screen'),
    '${Pascal}Screen',
  ),
};
`;
}
