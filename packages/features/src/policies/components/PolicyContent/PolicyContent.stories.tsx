import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePolicies } from '../../mocks';
import { PolicyContent } from './PolicyContent';

const [html, , plain] = makePolicies();
const withScript = makePolicies().find((p) => p.description?.includes('<script'))!;

const meta = {
  title: 'Features/Policies/Components/PolicyContent',
  component: PolicyContent,
  args: { description: html!.description },
} satisfies Meta<typeof PolicyContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Html: Story = {};
export const PlainText: Story = { args: { description: plain!.description } };
export const NoDescription: Story = { args: { description: null } };

/** A stored script never reaches the page. */
export const Sanitised: Story = {
  args: { description: withScript.description },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/3 business days/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
