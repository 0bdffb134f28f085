import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'block', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};
export const OneLine: Story = { args: { lines: 1, width: 160 } };
export const Block: Story = { args: { variant: 'block', height: 160, label: 'Loading chart' } };
export const Circle: Story = { args: { variant: 'circle', width: 48, label: 'Loading avatar' } };
