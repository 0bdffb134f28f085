import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Categories', href: '/admin/categories', onNavigate: fn() }],
    current: 'Edit category Mugs',
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form page under its list. */
export const FormPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Categories' }));
    await expect(args.items[0]!.onNavigate).toHaveBeenCalledWith('/admin/categories');
    await expect(canvas.getByText('Edit category Mugs')).toHaveAttribute('aria-current', 'page');
  },
};

/** Two levels up: a term under its attribute's terms. */
export const Nested: Story = {
  args: {
    items: [
      { label: 'Attributes', href: '/admin/attributes' },
      { label: 'Terms of size', href: '/admin/attribute-terms?attribute=1' },
    ],
    current: 'Edit term Small',
  },
};

/** Without a current page: one back link. */
export const BackLink: Story = {
  args: { items: [{ label: 'News', href: '/admin/news' }], current: undefined },
};

/** A long page name wraps under the trail on a phone. */
export const Narrow: Story = {
  args: { current: 'Edit category Organic cotton tote bags and shoppers with long handles' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
