import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { emptyPolicyHandlers, policyFailure, policyHandlers, policyLoading } from '../mocks';
import { GuidelinePolicyScreen } from './GuidelinePolicyScreen';
import { expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Policies/GuidelinePolicyScreen',
  component: GuidelinePolicyScreen,
  parameters: { router: { route: '/guideline-policy', path: '/guideline-policy' } },
  beforeEach: ({ msw }) => msw.use(...policyHandlers()),
} satisfies Meta<typeof GuidelinePolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function columns(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const policy = await canvas.findByRole('region', { name: 'Policy' });
  await waitFor(() => expect(within(policy).getAllByRole('listitem').length).toBeGreaterThan(0));
  return canvas;
}

/** The Administrator: Add, and Edit and Delete on every entry. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const canvas = await columns(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add Guideline & Policy' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actions for Payment terms' })).toBeVisible();
  },
};

/** Every other role reads only. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const canvas = await columns(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Guideline & Policy' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Actions for / })).toBeNull();
  },
};

/** An entry in the view drawer, its HTML sanitised. */
export const ViewDrawer: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const canvas = await columns(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preparing your design files' }));
    const drawer = await screen.findByRole('dialog', { name: 'Preparing your design files' });
    await expect(within(drawer).getByText('300 DPI')).toBeVisible();
  },
};

/** Delete after a confirmation: 'Delete Guideline & Policy success'. */
export const Delete: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const canvas = await columns(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Mapping products' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this guideline?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deletePolicySuccess)).toBeVisible());
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(policyLoading('Policies')),
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyPolicyHandlers()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No guidelines yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(policyFailure('Policies', 'Guideline & Policy is unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Guideline & Policy is unavailable right now'),
    ).toBeVisible();
  },
};

/** On a phone (390 px) the policy columns stack, and an entry's Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const canvas = await columns(canvasElement);
    await expectFitsPhone(canvasElement);
    const actions = canvas.getByRole('button', { name: 'Actions for Payment terms' });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
