import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { emptySitesHandlers, sitesFailure, sitesHandlers, sitesLoading } from '../mocks';
import { EggSitesScreen } from './EggSitesScreen';

const meta = {
  title: 'Features/Sites/EggSitesScreen',
  component: EggSitesScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/egg/sites', path: '/egg/sites' } },
  beforeEach: ({ msw }) => msw.use(...sitesHandlers()),
} satisfies Meta<typeof EggSitesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every seller's sites with the fetch of product variants only. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Sites' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await expect(within(table).queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    const [fetchVariants] = within(table).getAllByRole('button', {
      name: /^Fetch product variants of /,
    });
    await userEvent.click(fetchVariants!);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fetch' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.success)).toBeVisible());
  },
};

export const Pending: Story = {
  parameters: { router: { route: '/egg/sites?status=pending', path: '/egg/sites' } },
};

export const Loading: Story = { beforeEach: ({ msw }) => msw.use(sitesLoading('SitesList')) };

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptySitesHandlers()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No sites match these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(sitesFailure('SitesList', 'Sites are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sites are unavailable right now'),
    ).toBeVisible();
  },
};
