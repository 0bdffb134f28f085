import type { Meta, StoryObj } from '@storybook/react-vite';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { ActivationResult } from './ActivationResult';

const meta = {
  title: 'Features/Auth/Components/ActivationResult',
  component: ActivationResult,
  argTypes: { state: { control: 'inline-radio', options: ['verifying', 'success', 'failure'] } },
} satisfies Meta<typeof ActivationResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = { args: { state: 'verifying' } };
export const Success: Story = { args: { state: 'success' } };
export const Failure: Story = { args: { state: 'failure', message: SERVER_MESSAGES.invalidToken } };
