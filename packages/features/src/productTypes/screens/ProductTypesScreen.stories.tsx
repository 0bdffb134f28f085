import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PRODUCT_TYPE_MESSAGES, SERVER_MESSAGES } from '@podoffice/domain';
import { productTypeFailure, productTypeHandlers, productTypeLoading } from '../mocks';
import { ProductTypesScreen } from './ProductTypesScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/ProductTypes/ProductTypesScreen',
  component: ProductTypesScreen,
  parameters: { router: { route: '/admin/product-types', path: '/admin/product-types' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...productTypeHandlers()),
} satisfies Meta<typeof ProductTypesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const types = await canvas.findByRole('table', { name: 'Product types' });
  await waitFor(() => expect(within(types).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, types: within(types) };
}

/** Opens a row's menu and picks an item. */
async function pick(canvasElement: HTMLElement, title: string, item: string) {
  const { types } = await table(canvasElement);
  await userEvent.click(types.getByRole('button', { name: `Actions for product type ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

/** Administrator: the active types, the filters, Add New and each row's menu. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, types } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Supplier' })).toBeVisible();
    await expect(
      types.getByRole('button', { name: 'Actions for product type Hoodie' }),
    ).toBeVisible();
    await expect(types.queryByText('Youth Tee')).toBeNull();
  },
};

/** Listing manages product types too. */
export const Listing: Story = {
  globals: { role: 'Listing' },
  play: async ({ canvasElement }) => {
    const { canvas, types } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add New' })).toBeVisible();
    await expect(
      types.getByRole('button', { name: 'Actions for product type Hoodie' }),
    ).toBeVisible();
  },
};

/** A Supporter reads the full list with its filters, without Add New or the row menus. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, types } = await table(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Supplier' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add New' })).toBeNull();
    await expect(types.queryByRole('button', { name: /^Actions for product type/ })).toBeNull();
  },
};

/** The Paused tab, from the address. */
export const Paused: Story = {
  parameters: {
    router: { route: '/admin/product-types?status=paused', path: '/admin/product-types' },
  },
  play: async ({ canvasElement }) => {
    const { types } = await table(canvasElement);
    await expect(types.getByText('Youth Tee')).toBeVisible();
  },
};

/** Filters read from the address: personalized types of Home & Living. */
export const FilteredFromAddress: Story = {
  parameters: {
    router: {
      route: '/admin/product-types?type=personalized&categories=3',
      path: '/admin/product-types',
    },
  },
  play: async ({ canvasElement }) => {
    const { types } = await table(canvasElement);
    await expect(types.getByText('Custom Photo Blanket')).toBeVisible();
    await expect(types.queryByText('Poster')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(productTypeLoading('ProductTypes')),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Product types' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No types yet: a manager is offered the next step. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...productTypeHandlers([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No active product types yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first product type' }));
    await expect(await canvas.findByText('Navigated to /admin/product-types/add')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(productTypeFailure('ProductTypes', 'Product types are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Product types are unavailable'),
    ).toBeVisible();
  },
};

/** The category filter failed to load: 'Something wrong!', and the list still shows. */
export const CategoriesFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(productTypeFailure('ProductTypeCategories', 'Categories are unavailable')),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(screen.getByText(PRODUCT_TYPE_MESSAGES.somethingWrong)).toBeVisible(),
    );
    const { types } = await table(canvasElement);
    await expect(types.getByText('Hoodie')).toBeVisible();
  },
};

/** Pause after a confirmation: 'Product Type has been paused', and the row leaves Active. */
export const PauseConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Hoodie', 'Pause');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Pause the product type Hoodie?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    // The toast re-renders as the list refreshes: query it afresh until it shows.
    await waitFor(() => expect(screen.getByText(PRODUCT_TYPE_MESSAGES.paused)).toBeVisible());
    const { types } = await table(canvasElement);
    await waitFor(() => expect(types.queryByText('Hoodie')).toBeNull());
  },
};

/** Resume from the Paused tab: 'Product Type has been resumed'. */
export const ResumeConfirmation: Story = {
  parameters: {
    router: { route: '/admin/product-types?status=paused', path: '/admin/product-types' },
  },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Youth Tee', 'Resume');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Resume the product type Youth Tee?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resume' }));
    // The toast re-renders as the list refreshes: query it afresh until it shows.
    await waitFor(() => expect(screen.getByText(PRODUCT_TYPE_MESSAGES.resumed)).toBeVisible());
  },
};

/** Clone after a confirmation: 'Clone success' (the copy starts paused). */
export const CloneConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Tank Top', 'Clone');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Clone the product type Tank Top?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));
    // The toast re-renders as the list refreshes: query it afresh until it shows.
    await waitFor(() => expect(screen.getByText(PRODUCT_TYPE_MESSAGES.cloneSuccess)).toBeVisible());
  },
};

/** Delete after a confirmation: 'Delete success', and the row is gone. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Poster', 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the product type Poster?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The toast re-renders as the list refreshes: query it afresh until it shows.
    await waitFor(() =>
      expect(screen.getByText(PRODUCT_TYPE_MESSAGES.deleteSuccess)).toBeVisible(),
    );
    const { types } = await table(canvasElement);
    await waitFor(() => expect(types.queryByText('Poster')).toBeNull());
  },
};

/** A failed delete: 'Something wrong!', and the row stays. */
export const DeleteFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(productTypeFailure('DeleteProductType', SERVER_MESSAGES.forbidden)),
  play: async ({ canvasElement }) => {
    await pick(canvasElement, 'Poster', 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the product type Poster?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The toast re-renders as the list refreshes: query it afresh until it shows.
    await waitFor(() =>
      expect(screen.getByText(PRODUCT_TYPE_MESSAGES.somethingWrong)).toBeVisible(),
    );
  },
};

/** On a phone (390 px) each product type is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Product types' });
    const list = within(canvasElement).getByRole('table', { name: 'Product types' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for product type/ });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
