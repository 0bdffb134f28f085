import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  args: { title: 'Latest news', children: 'Three posts from the platform team this week.' },
  argTypes: {
    title: { control: 'text' },
    children: { control: 'text' },
    extra: { control: false },
    footer: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const WithExtra: Story = {
  args: {
    extra: (
      <Button size="sm" variant="link">
        View all
      </Button>
    ),
  },
};
export const WithFooter: Story = {
  args: {
    title: 'Payment',
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="primary">Save</Button>
      </>
    ),
  },
};
export const Untitled: Story = { args: { title: undefined } };
export const Flush: Story = {
  args: { flush: true, children: 'A table would run edge to edge here.' },
};
