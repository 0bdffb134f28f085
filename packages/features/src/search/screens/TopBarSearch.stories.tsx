import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchHandlers } from '../mocks';
import { TopBarSearch } from './TopBarSearch';

const meta = {
  title: 'Features/Search/TopBarSearch',
  component: TopBarSearch,
  args: { screens: [{ title: 'Balance', path: '/balance' }], onNavigate: fn() },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...searchHandlers());
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBarSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first focus: the plain field, with no result list loaded. */
export const BeforeFirstFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Search' })).toBeNull();
  },
};

/** Ctrl+K focuses the field, the box with its results takes over, and the typed text is kept. */
export const LoadsOnFirstFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('searchbox', { name: 'Search' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const box = await canvas.findByRole('combobox', { name: 'Search' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('bal');
    await userEvent.click(await canvas.findByRole('option', { name: 'Balance' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/balance');
  },
};
