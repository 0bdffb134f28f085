import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const siteSettings: TabItem[] = [
  {
    value: 'email',
    label: 'Email notification',
    content: 'Order received, Order start producing, Order shipped.',
  },
  { value: 'fulfill', label: 'Fulfill role', content: 'Skip the 24-hour hold after payment.' },
  { value: 'api', label: 'Generate Api key', content: 'Generate a key for the API.' },
];

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Site settings', items: siteSettings, onChange: fn() },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'fulfill' } };
export const WithDisabledTab: Story = {
  args: { items: [...siteSettings.slice(0, 2), { ...siteSettings[2]!, disabled: true }] },
};
export const ManualActivation: Story = { args: { activation: 'manual' } };
export const SwitchOnly: Story = {
  args: {
    'aria-label': 'User edit',
    items: [
      { value: 'account', label: 'Account Detail' },
      { value: 'password', label: 'Change Password' },
    ],
  },
};
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fulfill role' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('fulfill');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Generate a key for the API.');
  },
};
