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

/** A file without the required columns: §5's message, nothing sent. */
export const MissingColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /Import orders/ });
    await selectFile(canvasElement, 'export.csv', 'Order Number,Name\n1,Ada\n');
    await expect(
      await canvas.findByText(R.requiredColumns(['Variant ID', 'Quantity'])),
    ).toBeVisible();
  },
};
