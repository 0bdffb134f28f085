import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PRODUCT_TYPE_MESSAGES as M } from '@podoffice/domain';
import { variantFailure, variantHandlers, variantLoading } from '../mocks';
import { ProductTypeVariantsScreen } from './ProductTypeVariantsScreen';

const route = (id: string) => ({
  router: {
    route: `/admin/product-types/${id}/variants`,
    path: '/admin/product-types/:id/variants',
  },
});

const meta = {
  title: 'Features/ProductTypes/ProductTypeVariantsScreen',
  component: ProductTypeVariantsScreen,
  parameters: route('1'),
  globals: { role: 'Listing' },
  beforeEach: ({ msw }) => msw.use(...variantHandlers()),
} satisfies Meta<typeof ProductTypeVariantsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function grid(canvasElement: HTMLElement, title = 'Classic T-Shirt') {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('grid', { name: `Variants of ${title}` });
  return { canvas, table: within(table) };
}

/** Types over a $ cell: text until focused, then an input of the same name. */
async function retype(table: ReturnType<typeof within>, name: string, text: string) {
  const cell = () => table.getByRole('textbox', { name });
  await userEvent.click(cell());
  await waitFor(() => expect(cell()).toHaveFocus());
  await userEvent.clear(cell());
  if (text) await userEvent.type(cell(), text);
}

/**
 * A Listing user's t-shirt: 4 of its 9 variants with prices, costs, print areas and a partner
 * variant, and every button of spec 2 §2 (the type has a Color attribute and partners exist).
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await expect(table.getAllByRole('row')).toHaveLength(5);
    await expect(table.getByText('CTS-BLK-S')).toBeVisible();
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Variant tools' }));
    await expect(
      await toolbar.findByRole('button', { name: 'Bulk edit mapping print areas' }),
    ).toBeVisible();
    await expect(
      toolbar.getByRole('button', { name: 'Add print areas by Color attribute' }),
    ).toBeVisible();
  },
};

/** An Administrator sees the same screen. */
export const Administrator: Story = {
  globals: { role: 'Administrator' },
  play: async ({ canvasElement }) => {
    const { canvas } = await grid(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/**
 * Outside the route's roles (a Supporter reaches it only in an embedding tool; the app's route says
 * Access denied, see Docs/Product type variants access): the grid read-only, no toolbar.
 */
export const ReadOnlyOutsideManagers: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await expect(canvas.queryByRole('toolbar', { name: 'Variant tools' })).toBeNull();
    await expect(
      table.getByRole('textbox', { name: 'Regular price of Black / S' }),
    ).toHaveAttribute('aria-readonly', 'true');
  },
};

/** The seeded 2,000-variant type: the grid renders only the rows in view. */
export const TwoThousandVariants: Story = {
  parameters: route('20'),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement, 'All-over Print Tee');
    await expect(canvas.getByText('2,000 variant(s)')).toBeVisible();
    await expect(table.getAllByRole('row').length).toBeLessThan(40);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(variantLoading('ProductTypeVariants')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the variants')).toBeVisible();
  },
};

/** A type with attributes and no variant yet: Add all missing variants makes them. */
export const Empty: Story = {
  parameters: route('2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No variants yet')).toBeVisible();
    const [, fromEmpty] = canvas.getAllByRole('button', { name: 'Add all missing variants' });
    await userEvent.click(fromEmpty!);
    await expect(await screen.findByText('Add 4 variant(s)')).toBeVisible();
    await grid(canvasElement, 'Hoodie');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** A type without attributes: nothing to generate. */
export const NoAttribute: Story = {
  parameters: route('3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No variants yet')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Add print areas by Color attribute' }),
    ).toBeNull();
    const [fromToolbar] = canvas.getAllByRole('button', { name: 'Add all missing variants' });
    await userEvent.click(fromToolbar!);
    await expect(await screen.findByText(M.noAttribute)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: route('999'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(M.notFound)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => msw.use(variantFailure('ProductTypeVariants', 'Server unavailable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Server unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A sale price above the regular price: the spec's message on the row, nothing sent. */
export const SalePriceAboveRegular: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await retype(table, 'Sale price of Black / M', '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await table.findByText(M.salePriceAboveRegular)).toBeVisible();
  },
};

/** An empty seller cost: the spec's message on the row, nothing sent. */
export const SellerCostIncorrect: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await retype(table, 'Seller cost of White / S', '');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await table.findByText(M.sellerCostIncorrect)).toBeVisible();
  },
};

/** A fee ship that is not an amount: the spec's message on the row, nothing sent. */
export const FeeShipIncorrect: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await retype(table, `${M.feeShipLabel} of Black / S`, 'two');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await table.findByText(M.feeShipIncorrect)).toBeVisible();
  },
};

/** Add all missing variants, twice: 'Add 5 variant(s)', then 'No missing variant'. */
export const NoMissingVariant: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await grid(canvasElement);
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Variant tools' }));
    await userEvent.click(toolbar.getByRole('button', { name: 'Add all missing variants' }));
    await expect(await screen.findByText('Add 5 variant(s)')).toBeVisible();
    await userEvent.click(toolbar.getByRole('button', { name: 'Add all missing variants' }));
    await expect(await screen.findByText(M.noMissingVariant)).toBeVisible();
  },
};

/** Save: the grid goes to the server in one call and comes back saved. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await userEvent.click(table.getByRole('switch', { name: 'Status of Black / S' }));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(M.variantsSaved)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Unsaved changes')).toBeNull());
  },
};

/** The server refuses the save: its message, and the edits stay. */
export const SaveRefused: Story = {
  beforeEach: ({ msw }) =>
    msw.use(variantFailure('SaveProductTypeVariants', 'Print area not found')),
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await userEvent.click(table.getByRole('switch', { name: 'Status of Black / S' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Print area not found')).toBeVisible();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** Bulk edit price with nothing chosen: 'Select attribute!'. */
export const BulkPriceSelectAttribute: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bulk edit price' }));
    // The dialog fades in: a message read while it is still transparent is not yet visible (a
    // busy CI machine's flaky failure), so both wait for the fade.
    const opened = await screen.findByRole('dialog', { name: 'Bulk edit price' });
    await waitFor(() => expect(opened).toBeVisible());
    const dialog = within(opened);
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(dialog.getByText(M.selectAttribute)).toBeVisible());
  },
};

/** Leaving with unsaved changes asks first; Stay keeps the page. */
export const LeaveWarning: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table } = await grid(canvasElement);
    await userEvent.click(table.getByRole('switch', { name: 'Status of Black / S' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Product types' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Leave without saving?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Stay' }));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};
