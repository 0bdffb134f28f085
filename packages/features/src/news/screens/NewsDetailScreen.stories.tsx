import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { makeXssNews, newsFixtures, newsHandlers, newsLoading } from '../mocks';
import { NewsDetailScreen } from './NewsDetailScreen';

const meta = {
  title: 'Features/News/NewsDetailScreen',
  component: NewsDetailScreen,
  globals: { role: 'Seller' },
  parameters: { router: { route: '/news/1', path: '/news/:id' } },
  beforeEach: ({ msw }) => msw.use(...newsHandlers([...newsFixtures, makeXssNews()])),
} satisfies Meta<typeof NewsDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article', {
      name: 'Holiday production cut-off dates',
    });
    await expect(
      within(article).getByRole('heading', { name: 'Order early for December delivery' }),
    ).toBeVisible();
  },
};

/** Every XSS payload of the fixtures, rendered in Chromium: nothing runs. */
export const ScriptPayloadsRenderHarmlessly: Story = {
  parameters: { router: { route: '/news/666', path: '/news/:id' } },
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article', { name: 'Payload test' });
    await expect(article).toHaveTextContent('Safe text stays.');
    // Give image errors and load events time to fire, as they would for a reader.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect((window as { __newsXss?: unknown }).__newsXss).toBeUndefined();
    await expect(article.querySelector('script, iframe, svg, object, embed, form')).toBeNull();
  },
};

export const Loading: Story = { beforeEach: ({ msw }) => msw.use(newsLoading('NewsById')) };

/** A draft or a missing item: the ERROR notification with the server's message. */
export const NotFound: Story = {
  parameters: { router: { route: '/news/9999', path: '/news/:id' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText(MESSAGES.newsLoadError)).toBeVisible());
  },
};
