import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_ROW_MESSAGES as R } from '@podoffice/domain';
import { orderImportsHandlers } from '../mocks';
import { ImportOrdersScreen } from './ImportOrdersScreen';

const meta = {
  title: 'Features/Order imports/ImportOrdersScreen',
  component: ImportOrdersScreen,
  parameters: { router: { route: '/sites/11/import-orders', path: '/sites/:id/import-orders' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(...orderImportsHandlers());
  },
} satisfies Meta<typeof ImportOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const HEADER =
  'Order Number,Variant ID,Quantity,Shipping Method,First Name,Last Name,Address1,City,State,Zip Code,Country Code';
const GOOD = (n: number) => `${n},71,1,Standard,Ada,Byron,12 Row,London,London,N1,GB`;

function selectFile(canvasElement: HTMLElement, name: string, text: string) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  return userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

/** Before a file: the warning and Select CSV (the CSV bench's page: scripts/bench/orderCsv.mjs). */
export const SelectAFile: Story = {};

/** Good and bad rows: the dry run names each refused row; Import writes the rest and says so. */
export const DryRunThenImport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Import orders/ })).toBeVisible();
    const text = [
      HEADER,
      GOOD(1001),
      GOOD(1002),
      '1003,71,0,Standard,Ada,,12 Row,London,London,N1,GB',
      '1004,99,1,Standard,Ada,Byron,12 Row,London,London,N1,GB',
    ].join('\n');
    await selectFile(canvasElement, 'november.csv', text);
    await expect(await canvas.findByText('2 rows ready to import, 2 refused')).toBeVisible();
    const refused = within(canvas.getByRole('table', { name: 'Refused rows' }));
    await expect(refused.getByText(R.emptyField('Last Name'))).toBeVisible();
    await expect(refused.getByText(R.variantNotFound)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download refused rows' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(screen.getAllByText(R.done(2, 2))[0]).toBeVisible(), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('link', { name: 'Open the import history' })).toBeVisible();
  },
};

/** POD's order file without its other required columns: §5's message, nothing sent. */
export const MissingColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /Import orders/ });
    await selectFile(canvasElement, 'export.csv', 'Variant ID,Name\n1,Ada\n');
    await expect(
      await canvas.findByText(R.requiredColumns(['Order Number', 'Quantity'])),
    ).toBeVisible();
  },
};

const SHOPIFY_EXPORT = [
  'Name,Email,Lineitem quantity,Lineitem name,Lineitem id,Product Id,Product Variation,Shipping First Name,Shipping Last Name,Shipping Address1,Shipping City,Shipping Zip,Shipping Province,Shipping Country',
  '#1001,ada@example.com,1,Cat tee,11,501,White / M,Ada,Byron,12 Row,London,N1,LND,GB',
  '#1002,ada@example.com,2,Cat tee,12,501,White / M,Ada,Byron,12 Row,London,N1,LND,GB',
  '#1003,alan@example.com,1,Cat tee,13,501,White / M,Alan,Turing,1 Park,Wilmslow,SK9,CHS,GB',
  '#1004,,1,Cat tee,14,501,White / M,Grace,Hopper,5 Ave,Arlington,22201,VA,US',
].join('\n');

/**
 * A shop's own export: Mapping Order Fields (guessed from its headers), then its orders: one
 * already imported (left out), one missing its email, and Import of a row through its product
 * type and variant (it leaves the list); the next row of the same product starts at that variant.
 */
export const ShopExport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: /Import orders/ });
    await selectFile(canvasElement, 'shopify-orders.csv', SHOPIFY_EXPORT);
    const mapping = await body.findByRole('dialog', { name: 'Mapping Order Fields' });
    await waitFor(() => expect(mapping).toBeVisible());
    await userEvent.click(within(mapping).getByRole('button', { name: 'Continue' }));
    const table = within(await canvas.findByRole('table', { name: 'Orders read' }));
    // #1001 item 11 is the site's already: left out, and said so.
    await expect(await canvas.findByText(/1 already imported, not listed/)).toBeVisible();
    await expect(table.queryByRole('button', { name: 'Import order 1001 item 11' })).toBeNull();
    await expect(table.getByText(R.emptyField('Customer Email'))).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Import order 1002 item 12' }));
    const modal = await body.findByRole('dialog', { name: 'Import order' });
    await waitFor(() => expect(modal).toBeVisible());
    const dialog = within(modal);
    await userEvent.click(dialog.getByRole('combobox', { name: /Product type/ }));
    // The product types may still be loading when the list opens (seen on a loaded CI machine).
    await userEvent.click(await dialog.findByRole('option', { name: 'Unisex Heavy Cotton Tee' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'White' }));
    await userEvent.click(dialog.getByRole('button', { name: 'M' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await body.findByText('Successfuly to import order #1002 item 12')).toBeVisible();
    await expect(await canvas.findByText(/2 already imported, not listed/)).toBeVisible();
    await expect(table.queryByRole('button', { name: 'Import order 1002 item 12' })).toBeNull();
    await userEvent.click(table.getByRole('button', { name: 'Import order 1003 item 13' }));
    const again = await body.findByRole('dialog', { name: 'Import order' });
    // The dialog fades in: its content is visible once it is.
    await waitFor(() => expect(again).toBeVisible());
    await waitFor(() => expect(within(again).getByText('TEE-WHI-M')).toBeVisible());
  },
};
