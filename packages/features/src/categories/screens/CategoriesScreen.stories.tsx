import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  categoryFailure,
  categoryHandlers,
  categoryLoading,
  emptyCategoryHandlers,
} from '../mocks';
import { CategoriesScreen } from './CategoriesScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Categories/CategoriesScreen',
  component: CategoriesScreen,
  parameters: { router: { route: '/admin/categories', path: '/admin/categories' } },
  beforeEach: ({ msw }) => msw.use(...categoryHandlers()),
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('table', { name: 'Categories' });
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, list: within(list) };
}

/** Administrator: Add New, Edit and Delete, 50 a page. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Actions for category Mugs' })).toBeVisible();
    await expect(list.getAllByRole('row')).toHaveLength(51);
  },
};

/** Listing adds and edits too. */
export const Listing: Story = {
  globals: { role: 'Listing' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
  },
};

/** A Supporter (who lands here after sign-in) reads the list without Add New, Edit or Delete. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(list.queryByRole('button', { name: /^Actions for category/ })).toBeNull();
  },
};

export const Inactive: Story = {
  parameters: {
    router: { route: '/admin/categories?status=inactive', path: '/admin/categories' },
  },
  play: async ({ canvasElement }) => {
    const { list } = await table(canvasElement);
    await expect(list.getByText('Face Masks')).toBeVisible();
  },
};

export const SecondPage: Story = {
  parameters: { router: { route: '/admin/categories?page=2', path: '/admin/categories' } },
  play: async ({ canvasElement }) => {
    const { list } = await table(canvasElement);
    await expect(list.getByText('Yard Signs')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(categoryLoading('Categories')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Categories' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyCategoryHandlers()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No active categories yet.')).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add your first category' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(categoryFailure('Categories', 'Categories are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Categories are unavailable right now'),
    ).toBeVisible();
  },
};

/** Delete after a confirmation: 'Delete success!'. */
export const DeleteFlow: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await table(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Actions for category Aprons' }));
    await userEvent.click(list.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the category Aprons?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteSuccess)).toBeVisible());
  },
};

/** On a phone (390 px) each category is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Categories' });
    const list = within(canvasElement).getByRole('table', { name: 'Categories' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for category/ });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
