import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_MESSAGES, TRACKING_MESSAGES } from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';
import {
  ORDER_API_SITE,
  makeBulkOrders,
  orderFailure,
  orderHandlers,
  orderLoading,
} from '../mocks';
import { ORDER_BULK_MESSAGES } from './OrderBulkActions';
import { ORDER_EXPORT_DONE } from './OrderExport';
import { OrdersScreen } from './OrdersScreen';

const meta = {
  title: 'Features/Orders/OrdersScreen',
  component: OrdersScreen,
  parameters: { router: { route: '/orders', path: '/orders' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers());
    // The fixture Seller (id 2) works on their first site, as the title bar's selector keeps it.
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '11');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const orders = await canvas.findByRole('table', { name });
  await waitFor(() => expect(within(orders).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, orders: within(orders) };
}

/** Administrator: Internal Orders, ten tabs with counts, 20 orders, More filters. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await table(canvasElement, 'Internal Orders');
    await expect(canvas.getAllByRole('tab')).toHaveLength(10);
    await expect(canvas.getByRole('tab', { name: /^All 45/ })).toBeVisible();
    await expect(orders.getAllByRole('row')).toHaveLength(21);
    // The filter bar loads beside the list (its own chunk): wait for it.
    await expect(await canvas.findByRole('button', { name: 'More filters' })).toBeVisible();
  },
};

/** A Supporter gets the same Internal Orders view. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Internal Orders');
    await userEvent.click(await canvas.findByRole('button', { name: 'More filters' }));
    await expect(canvas.getByRole('dialog', { name: 'More filters' })).toBeVisible();
  },
};

/**
 * A Seller: their current site's orders, nine tabs (no Refunded), the seller_message banner, and
 * Fetch Orders for the site's shop.
 */
export const Seller: Story = {
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(
      ...orderHandlers(undefined, {
        sellerMessage:
          '<p><strong>Holiday notice:</strong> orders placed after Dec 18 ship in January.</p><script>alert(1)</script>',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Seller Internal Orders');
    await expect(canvas.getAllByRole('tab')).toHaveLength(9);
    await expect(canvas.queryByRole('tab', { name: /Refunded/ })).toBeNull();
    const banner = await canvas.findByTestId('seller-message');
    await expect(banner).toHaveTextContent(
      'Holiday notice: orders placed after Dec 18 ship in January.',
    );
    await expect(banner.querySelector('script')).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Fetch Orders' })).toBeEnabled();
  },
};

/** A Seller whose current site is an API site: where its orders are, and no list. */
export const SellerOnApiSite: Story = {
  globals: { role: 'Seller' },
  beforeEach: () => {
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, ORDER_API_SITE.id);
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Api/CSV Orders' })).toHaveAttribute(
      'href',
      '/orders/ApiOrders',
    );
    await expect(
      await canvas.findByText('Orders of API sites are on Api/CSV Orders.'),
    ).toBeVisible();
    // §2: no Fetch Orders for an offline site.
    await expect(canvas.queryByRole('button', { name: 'Fetch Orders' })).toBeNull();
  },
};

/** A Supplier: their own orders, six tabs, no staff filters. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Supplier Orders');
    await expect(
      canvas.getAllByRole('tab').map((t) => t.textContent?.replace(/\s*\d+$/, '')),
    ).toEqual(['All', 'Pending Designs', 'Ready', 'In Production', 'Fulfilled', 'Error']);
    // Once the filter bar is there (its search box), it has no staff filters.
    await canvas.findByRole('searchbox', { name: 'Search orders' });
    await expect(canvas.queryByRole('button', { name: 'More filters' })).toBeNull();
  },
};

/** The tab lives in the address: /orders?tab=error opens on the Error tab. */
export const ErrorTab: Story = {
  parameters: { router: { route: '/orders?tab=error', path: '/orders' } },
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await table(canvasElement, 'Internal Orders');
    await expect(canvas.getByRole('tab', { name: /^Error/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      orders.getAllByText('Variant is out of stock at the partner').length,
    ).toBeGreaterThan(0);
  },
};

/**
 * Saved views above the tabs: 'Errors by method' brings back its tab and its columns (Shipping
 * method added); 'Save view' keeps the tab and columns shown now under a name.
 */
export const SavedViews: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...orderHandlers(undefined, {
        savedViews: [
          {
            id: '1',
            name: 'Errors by method',
            query: 'tab=error',
            columns: ['id', 'status', 'product', 'shippingMethod', 'cost', 'actions'],
          },
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await table(canvasElement, 'Internal Orders');
    const bar = within(await canvas.findByRole('navigation', { name: 'Saved views' }));
    const saved = await bar.findByRole('button', { name: 'Errors by method' });
    await expect(saved).toHaveAttribute('aria-pressed', 'false');
    await expect(orders.queryByRole('columnheader', { name: 'Shipping method' })).toBeNull();

    await userEvent.click(saved);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /^Error/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(
      await orders.findByRole('columnheader', { name: 'Shipping method' }),
    ).toBeVisible();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: /^Cancelled/ }));
    await waitFor(() => expect(saved).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(bar.getByRole('button', { name: 'Save view' }));
    const panel = within(await canvas.findByRole('dialog', { name: 'Save this view' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'View name' }), 'cancelled by METHOD');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('View "cancelled by METHOD" saved')).toBeVisible());
    await expect(await bar.findByRole('button', { name: 'cancelled by METHOD' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A name taken (whatever its case) is refused under the name; nothing else changes.
    await userEvent.click(bar.getByRole('button', { name: 'Save view' }));
    const again = within(await canvas.findByRole('dialog', { name: 'Save this view' }));
    await userEvent.type(again.getByRole('textbox', { name: 'View name' }), 'ERRORS BY METHOD');
    await userEvent.click(again.getByRole('button', { name: 'Save' }));
    await expect(
      await again.findByText('You already have a view named "ERRORS BY METHOD"'),
    ).toBeVisible();
    await expect(bar.getAllByRole('button', { name: /^Delete view/ })).toHaveLength(2);
  },
};

/**
 * A broad search stops counting (the server at 1,000; the mock here at 10): the tabs say '10+',
 * each count at least that many, and the page itself is as usual.
 */
export const SearchPastTheCeiling: Story = {
  parameters: { router: { route: '/orders?search=50', path: '/orders' } },
  beforeEach: ({ msw }) => msw.use(...orderHandlers(undefined, { countCeiling: 10 })),
  play: async ({ canvasElement }) => {
    const { canvas, orders } = await table(canvasElement, 'Internal Orders');
    await expect(canvas.getByRole('tab', { name: /^All 10\+$/ })).toBeVisible();
    await expect(orders.getAllByRole('row')).toHaveLength(21);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(orderLoading('Orders')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Internal Orders' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...orderHandlers([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders match these filters.')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /^All 0/ })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(orderFailure('Orders', 'Orders are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Orders are unavailable')).toBeVisible();
  },
};

/** The row menu's read-only Order info drawer: the shipping address and the total. */
export const OrderInfo: Story = {
  play: async ({ canvasElement }) => {
    const { orders } = await table(canvasElement, 'Internal Orders');
    await userEvent.click(orders.getAllByRole('button', { name: /actions/i })[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Order info' }));
    const drawer = within(await screen.findByRole('dialog', { name: /Order info/i }));
    await expect(await drawer.findByText(/12 Main Street/)).toBeVisible();
  },
};

/** A product image opens the image product carousel (400 px) on the order's pictures. */
export const ProductImages: Story = {
  play: async ({ canvasElement }) => {
    const { orders } = await table(canvasElement, 'Internal Orders');
    await userEvent.click(orders.getAllByRole('button', { name: /^Images of N\d{6}$/ })[0]!);
    const carousel = within(await screen.findByRole('dialog', { name: /^Images of N\d{6}$/ }));
    const image = await carousel.findByRole('img');
    // The dialog fades in.
    await waitFor(() => expect(image).toBeVisible());
  },
};

/** On a phone (390 px) each order is a card and nothing sticks out. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const { orders } = await table(canvasElement, 'Internal Orders');
    await expectFitsPhone(canvasElement);
    const list = within(canvasElement).getByRole('table', { name: 'Internal Orders' });
    await expectCardRows(list);
    await expect(orders.getAllByRole('button', { name: /actions/i })[0]).toBeVisible();
  },
};

/**
 * Export (spec 2 §2, §4, §7): on the Ready tab an Administrator exports the list to their own
 * address (preset); the job's progress shows in the page and a toast says when it has ended.
 */
export const ExportReady: Story = {
  parameters: { router: { route: '/orders?tab=ready', path: '/orders' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Internal Orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    await expect(within(dialog).getByLabelText(/Receiver email 1/)).not.toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    const panel = await canvas.findByRole('region', { name: 'Exporting orders' });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Done'), {
      timeout: 10_000,
    });
    await expect(
      await screen.findByText('Export orders success! Please check your email again'),
    ).toBeVisible();
  },
};

/** §4: on the All tab there is no status to export: Export is off and says why. */
export const ExportNeedsStatus: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Internal Orders');
    const button = canvas.getByRole('button', { name: 'Export' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Please select a status to export orders');
  },
};

/** A Supplier exports only their Ready orders (supplierExportOrder). */
export const SupplierExport: Story = {
  globals: { role: 'Supplier' },
  parameters: { router: { route: '/orders?tab=in_production', path: '/orders' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Supplier Orders');
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(
      'Only Ready orders can be exported',
    );
  },
};

/** The export's job fails (its retries spent): the page says so and Retry runs it again. */
export const ExportFailsThenRetry: Story = {
  parameters: { router: { route: '/orders?tab=ready', path: '/orders' } },
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(undefined, { exportFails: true }));
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, 'Internal Orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export orders' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    const panel = await canvas.findByRole('region', { name: 'Exporting orders' });
    const retry = await within(panel).findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('The job failed');
    await userEvent.click(retry);
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Done'), {
      timeout: 10_000,
    });
  },
};

/** Ticks the orders' row checkboxes once the list is there; answers the bulk bar over the table. */
async function selectOrders(canvasElement: HTMLElement, ...ids: string[]) {
  const canvas = within(canvasElement);
  for (const id of ids) {
    await userEvent.click(await canvas.findByRole('checkbox', { name: `Select order N00${id}` }));
  }
  return within(await canvas.findByRole('region', { name: 'Selected orders' }));
}

/**
 * The bulk bar: two Ready tees and a Fulfilled one selected, Assign supplier gives the two to one
 * supplier of their type in one call; the toast says so, the selection is cleared and the result
 * lists each order (the Fulfilled one left out, with why) until dismissed.
 */
export const BulkAssignSupplier: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeBulkOrders()));
  },
  play: async ({ canvasElement }) => {
    const bar = await selectOrders(canvasElement, '2101', '2102', '2106');
    await expect(bar.getByText(ORDER_BULK_MESSAGES.selected(3))).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Assign supplier' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Assign supplier to 2 orders' }),
    );
    await userEvent.click(await dialog.findByRole('combobox', { name: /Supplier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other Supplier' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(ORDER_MESSAGES.supplierAssigned)).toBeVisible(), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: 'Selected orders' })).toBeNull(),
    );
    // The result stays, order by order, until dismissed.
    const canvas = within(canvasElement);
    const results = canvas.getByRole('list', { name: 'Result per order' });
    await expect(
      canvas.getByText(ORDER_BULK_MESSAGES.done('assignSupplier', 'Other Supplier', 2)),
    ).toBeVisible();
    await expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'N002101: supplier assigned',
      'N002102: supplier assigned',
      'N002106: left out: Assign supplier is not available for Fulfilled orders.',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the result' }));
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: 'Result per order' })).toBeNull(),
    );
  },
};

/**
 * Suppliers are per product type: a tee and a mug selected cannot share one list. The fulfilled
 * order selected with them is left out, by id with the state machine's reason (issue 25).
 */
export const BulkMixedTypes: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeBulkOrders()));
  },
  play: async ({ canvasElement }) => {
    const bar = await selectOrders(canvasElement, '2101', '2103', '2106');
    await userEvent.click(bar.getByRole('button', { name: 'Assign supplier' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Assign supplier to 2 orders' }),
    );
    // The dialog fades in: wait for the message to be visible, not only present.
    await waitFor(() =>
      expect(dialog.getByText(ORDER_BULK_MESSAGES.mixedTypes('assignSupplier'))).toBeVisible(),
    );
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(dialog.getByRole('list', { name: 'Orders left out' })).toHaveTextContent(
      'N002106: Assign supplier is not available for Fulfilled orders.',
    );
  },
};

/**
 * A Seller's bulk bar: no Assign supplier (an Administrator's), and Assign carrier only once a
 * selected order may still change carrier (a processing one, not a Ready one).
 */
export const SellerBulkBar: Story = {
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeBulkOrders()));
  },
  play: async ({ canvasElement }) => {
    const bar = await selectOrders(canvasElement, '2101');
    await expect(bar.getByText(ORDER_BULK_MESSAGES.selected(1))).toBeVisible();
    await expect(bar.queryByRole('button', { name: /^Assign/ })).toBeNull();
    await selectOrders(canvasElement, '2104');
    await expect(bar.getByRole('button', { name: 'Assign carrier' })).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'Assign supplier' })).toBeNull();
  },
};

/** Opens the bulk Add tracking dialog for orders in production, fulfilled and (left out) ready. */
async function openBulkTracking(canvasElement: HTMLElement) {
  const bar = await selectOrders(canvasElement, '2101', '2105', '2106');
  await userEvent.click(bar.getByRole('button', { name: 'Add tracking' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add tracking to 2 orders' }));
  // Each row's carrier starts from the order's shipping carrier once the type's carriers are read.
  for (const id of ['2105', '2106']) {
    const row = within(dialog.getByRole('group', { name: `N00${id}` }));
    await waitFor(() =>
      expect(row.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('USPS'),
    );
  }
  return dialog;
}

/**
 * Add tracking for the selection: one row per order the state machine allows (the Ready one left
 * out, with why), each with the single-order form's fields; Save with nothing typed says what each
 * row lacks and sends nothing.
 */
export const BulkAddTrackingDialog: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeBulkOrders()));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBulkTracking(canvasElement);
    await waitFor(() =>
      expect(dialog.getByText(ORDER_BULK_MESSAGES.leftOut('addTracking', 1, 3))).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findAllByText(TRACKING_MESSAGES.codeRequired)).toHaveLength(2);
    await expect(dialog.getAllByText(TRACKING_MESSAGES.totalCostRequired)).toHaveLength(2);
  },
};

/**
 * Add tracking saved: one addTracking per order, 'Tracking added', and the result under the bar
 * order by order (the Ready order left out, with why) until dismissed.
 */
export const BulkAddTrackingResult: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeBulkOrders()));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openBulkTracking(canvasElement);
    for (const [id, code] of [
      ['2105', '9400111122223333'],
      ['2106', '1Z999AA10123456784'],
    ] as const) {
      const row = within(dialog.getByRole('group', { name: `N00${id}` }));
      await userEvent.type(row.getByRole('textbox', { name: /Tracking code/ }), code);
      await userEvent.type(row.getByRole('textbox', { name: /Total cost/ }), '4.25');
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(TRACKING_MESSAGES.added)).toBeVisible(), {
      timeout: 5000,
    });
    const canvas = within(canvasElement);
    const results = await canvas.findByRole('list', { name: 'Result per order' });
    await expect(canvas.getByText(ORDER_BULK_MESSAGES.done('addTracking', '', 2))).toBeVisible();
    await expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'N002105: tracking added',
      'N002106: tracking added',
      'N002101: left out: Add Tracking is not available for Ready orders.',
    ]);
  },
};

/**
 * Export selected: the list's export of exactly the selected orders (their ids in the filter), its
 * receivers asked first, then the job followed under the bar until its link is mailed.
 */
export const BulkExportSelected: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeBulkOrders()));
  },
  play: async ({ canvasElement }) => {
    const bar = await selectOrders(canvasElement, '2105', '2106');
    await userEvent.click(bar.getByRole('button', { name: 'Export selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Export selected orders' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Export' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ORDER_BULK_MESSAGES.done('export', '', 2))).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Exporting orders' })).toBeVisible();
    await waitFor(() => expect(screen.getByText(ORDER_EXPORT_DONE)).toBeVisible(), {
      timeout: 8000,
    });
  },
};
