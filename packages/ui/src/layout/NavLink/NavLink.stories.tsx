import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavLink } from './NavLink';

const meta = {
  title: 'Layout/NavLink',
  component: NavLink,
  args: { path: '/balance', children: 'Balance' },
} satisfies Meta<typeof NavLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a router: a plain anchor. */
export const PlainLink: Story = {};

/** With onNavigate: the app's router gets the path. */
export const WithOnNavigate: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Balance' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/balance');
  },
};

/** With renderLink: the app draws the anchor (here with a hash address, as a hash router would). */
export const WithRenderLink: Story = {
  args: {
    renderLink: (path, children, props) => (
      <a href={`#${path}`} {...props}>
        {children}
      </a>
    ),
    'aria-current': 'page',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Balance' });
    await expect(link).toHaveAttribute('href', '#/balance');
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};
