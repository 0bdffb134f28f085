import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NEWS_XSS_PAYLOADS, makeNews } from '../../mocks';
import { NewsContent } from './NewsContent';

const meta = {
  title: 'Features/News/NewsContent',
  component: NewsContent,
  args: { html: makeNews().content },
  parameters: { app: false },
} satisfies Meta<typeof NewsContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {};

export const XssPayloads: Story = {
  args: { html: `<p>Only this text and harmless tags remain.</p>${NEWS_XSS_PAYLOADS.join('')}` },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect((window as { __newsXss?: unknown }).__newsXss).toBeUndefined();
    await expect(
      within(canvasElement).getByText('Only this text and harmless tags remain.'),
    ).toBeVisible();
  },
};
