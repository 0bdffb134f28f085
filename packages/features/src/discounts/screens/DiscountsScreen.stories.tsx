import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  discountFailure,
  discountHandlers,
  discountLoading,
  emptyDiscountHandlers,
} from '../mocks';
import { DiscountsScreen } from './DiscountsScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Discounts/DiscountsScreen',
  component: DiscountsScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/discount', path: '/admin/discount' } },
  beforeEach: ({ msw }) => msw.use(...discountHandlers()),
} satisfies Meta<typeof DiscountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const discounts = await within(canvasElement).findByRole('table', { name: 'Discounts' });
  await waitFor(() => expect(within(discounts).getAllByRole('row').length).toBeGreaterThan(1));
  return within(discounts);
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(21);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(discountLoading('Discounts')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Discounts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyDiscountHandlers()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No discounts yet.')).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add your first discount' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(discountFailure('Discounts', 'Discounts are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Discounts are unavailable right now'),
    ).toBeVisible();
  },
};

/** The last page holds three; deleting them all goes back to page 1 (spec 1 §4). */
export const DeleteLastOfPage: Story = {
  parameters: { router: { route: '/admin/discount?page=2', path: '/admin/discount' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Actions for Welcome offer 3' }));
    await userEvent.click(rows.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this discount?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteSuccess)).toBeVisible());
  },
};

/** On a phone (390 px) each discount is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Discounts' });
    const list = within(canvasElement).getByRole('table', { name: 'Discounts' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for / });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
