import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { emptyNewsHandlers, newsFailure, newsHandlers, newsLoading } from '../mocks';
import { NewsListScreen } from './NewsListScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/News/NewsListScreen',
  component: NewsListScreen,
  parameters: { router: { route: '/admin/news', path: '/admin/news' } },
  beforeEach: ({ msw }) => msw.use(...newsHandlers()),
} satisfies Meta<typeof NewsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('table', { name: 'News' });
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, list: within(list) };
}

/** Administrator (Listing sees the same): search, switches, links, Add News. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add News' })).toBeVisible();
    await expect(list.getAllByRole('row')).toHaveLength(21);
    await expect(
      list.getByRole('switch', { name: 'Notification for Holiday production cut-off dates' }),
    ).toBeChecked();
  },
};

export const Listing: Story = { globals: { role: 'Listing' } };

export const Searched: Story = {
  parameters: { router: { route: '/admin/news?search=mug', path: '/admin/news' } },
  play: async ({ canvasElement }) => {
    const { list } = await table(canvasElement);
    await expect(list.getByRole('link', { name: 'New product: 15 oz ceramic mug' })).toBeVisible();
  },
};

export const Inactive: Story = {
  parameters: { router: { route: '/admin/news?status=inactive', path: '/admin/news' } },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(newsLoading('NewsList')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'News' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyNewsHandlers()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No news yet.')).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Write your first news' }),
    ).toBeVisible();
  },
};

/** Spec 1 §8: a failed news load shows a notification headed ERROR with the message. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(newsFailure('NewsList', 'News are unavailable right now')),
  play: async () => {
    await waitFor(() => expect(screen.getByText(MESSAGES.newsLoadError)).toBeVisible());
  },
};

export const ToggleSendMail: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await table(canvasElement);
    await userEvent.click(
      list.getByRole('switch', { name: 'Send mail for Hoodie base cost update' }),
    );
    await waitFor(() =>
      expect(
        list.getByRole('switch', { name: 'Send mail for Hoodie base cost update' }),
      ).toBeChecked(),
    );
  },
};

export const DeleteFlow: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await table(canvasElement);
    await userEvent.click(
      list.getByRole('button', { name: 'Actions for Hoodie base cost update' }),
    );
    await userEvent.click(list.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the news Hoodie base cost update?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteSuccess)).toBeVisible());
  },
};

/** On a phone (390 px) each news item is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'News' });
    const list = within(canvasElement).getByRole('table', { name: 'News' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for / });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
