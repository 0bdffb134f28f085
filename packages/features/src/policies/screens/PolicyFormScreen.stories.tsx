import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RULE_MESSAGES } from '@podoffice/domain';
import { policyFailure, policyHandlers, policyLoading } from '../mocks';
import { PolicyFormScreen } from './PolicyFormScreen';

const meta = {
  title: 'Features/Policies/PolicyFormScreen',
  component: PolicyFormScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/guideline-policy/create', path: '/guideline-policy/create' } },
  beforeEach: ({ msw }) => msw.use(...policyHandlers()),
} satisfies Meta<typeof PolicyFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = { router: { route: '/guideline-policy/1', path: '/guideline-policy/:id' } };

export const Create: Story = {};

/** An empty submit: the title message. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(RULE_MESSAGES.policyTitleRequired)).toBeVisible();
  },
};

export const Edit: Story = {
  parameters: edit,
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveValue('Preparing your design files'));
  },
};

export const EditLoading: Story = {
  parameters: edit,
  beforeEach: ({ msw }) => msw.use(policyLoading('PolicyById')),
};

export const EditLoadError: Story = {
  parameters: edit,
  beforeEach: ({ msw }) => msw.use(policyFailure('PolicyById', 'Guideline & Policy not found')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Guideline & Policy not found'),
    ).toBeVisible();
  },
};
