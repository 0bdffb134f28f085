import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_MESSAGES, MESSAGES } from '@podoffice/domain';
import { emptyLevelHandlers, levelFailure, levelHandlers, levelLoading } from '../mocks';
import { LevelsScreen } from './LevelsScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Levels/LevelsScreen',
  component: LevelsScreen,
  parameters: { router: { route: '/admin/seller-levels', path: '/admin/seller-levels' } },
  beforeEach: ({ msw }) => msw.use(...levelHandlers()),
} satisfies Meta<typeof LevelsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const levels = await canvas.findByRole('table', { name: 'Seller levels' });
  await waitFor(() => expect(within(levels).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, levels: within(levels) };
}

/** Administrator: the active levels, New Level, Edit and Delete. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas, levels } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Level' })).toBeVisible();
    await expect(levels.getByRole('button', { name: 'Actions for level Gold' })).toBeVisible();
  },
};

/** Listing manages levels too. */
export const Listing: Story = {
  globals: { role: 'Listing' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Level' })).toBeVisible();
  },
};

/** A Supporter sees the list only. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, levels } = await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New Level' })).toBeNull();
    await expect(levels.queryByRole('button', { name: /^Actions for level/ })).toBeNull();
  },
};

export const Inactive: Story = {
  parameters: {
    router: { route: '/admin/seller-levels?status=inactive', path: '/admin/seller-levels' },
  },
  play: async ({ canvasElement }) => {
    const { levels } = await table(canvasElement);
    await expect(levels.getByText('Founding Partner')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(levelLoading('UserLevels')),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Seller levels' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyLevelHandlers()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No active seller levels yet.'),
    ).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Create your first level' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(levelFailure('UserLevels', 'Levels are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Levels are unavailable right now'),
    ).toBeVisible();
  },
};

/** New Level submitted empty: the spec's name message and the range messages. */
export const NewLevelValidation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Level' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'New Level' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'Create' }));
    await expect(await drawer.findByText(MESSAGES.levelNameRequired)).toBeVisible();
    await expect(drawer.getByText(CATALOGUE_MESSAGES.levelOrderTotalRequired)).toBeVisible();
    await expect(drawer.getByText(CATALOGUE_MESSAGES.levelDiscountRequired)).toBeVisible();
    await userEvent.type(drawer.getByRole('spinbutton', { name: /Discount/ }), '150');
    await userEvent.click(drawer.getByRole('button', { name: 'Create' }));
    await expect(await drawer.findByText(CATALOGUE_MESSAGES.levelDiscountRange)).toBeVisible();
  },
};

/** Delete after a confirmation: 'Delete success!'. */
export const DeleteFlow: Story = {
  play: async ({ canvasElement }) => {
    const { levels } = await table(canvasElement);
    await userEvent.click(levels.getByRole('button', { name: 'Actions for level Diamond' }));
    await userEvent.click(levels.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the level Diamond?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteSuccess)).toBeVisible());
  },
};

/** On a phone (390 px) each level is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Seller levels' });
    const list = within(canvasElement).getByRole('table', { name: 'Seller levels' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for level/ });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
