import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRACKING_MESSAGES } from '@podoffice/domain';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import {
  makeTrackings,
  trackingFailure,
  trackingHandlers,
  trackingLoading,
} from '../trackingMocks';
import { TrackingsScreen } from './TrackingsScreen';

const meta = {
  title: 'Features/Orders/TrackingsScreen',
  component: TrackingsScreen,
  parameters: { router: { route: '/orders/trackings', path: '/orders/trackings' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...trackingHandlers());
    // The fixture Seller (id 2) works on their shop site.
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '11');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof TrackingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const trackings = await canvas.findByRole('table', { name: 'Trackings' });
  await waitFor(() => expect(within(trackings).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, trackings: within(trackings) };
}

async function menuOf(canvasElement: HTMLElement, code: string) {
  const { canvas } = await table(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: `Actions for tracking ${code}` }));
}

async function expectToast(message: string) {
  await waitFor(() => expect(screen.getByText(message)).toBeVisible(), { timeout: 5000 });
}

const fixtures = makeTrackings();
/** Row 7: a WooCommerce order's tracking that never reached the shop (red, Re push). */
const unpushed = fixtures[7]!;
/** Row 5: its carrier (DHL) was removed from the product type since. */
const removed = fixtures[5]!;

/** An Administrator: every site's trackings, the eleven tabs with their counts, 20 a page. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, trackings } = await table(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Tracking status' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'All 48',
      'Unknown 5',
      'Pre transit 5',
      'In Transit 5',
      'Available For Pickup 5',
      'Delivered 5',
      'Out For Delivery 5',
      'Return to Sender 5',
      'Failure 5',
      'Canceled 4',
      'Error 4',
    ]);
    await expect(trackings.getAllByRole('row')).toHaveLength(21);
    await expect(trackings.getByRole('columnheader', { name: 'Site' })).toBeVisible();
    // The import is a lazy chunk: on a busy machine it can arrive after the table.
    await expect(
      await canvas.findByRole('button', { name: 'Import trackings (CSV)' }, { timeout: 5000 }),
    ).toBeVisible();
    // §4: the red cell says why the tracking is not on the shop.
    await expect(
      trackings.getAllByText('Not on the shop: The Shopify shop refused the request (HTTP 401)')[0],
    ).toBeVisible();
  },
};

/** A tab shows its statuses only. */
export const DeliveredTab: Story = {
  parameters: { router: { route: '/orders/trackings?tab=delivered', path: '/orders/trackings' } },
  play: async ({ canvasElement }) => {
    const { trackings } = await table(canvasElement);
    await expect(trackings.getAllByRole('row')).toHaveLength(6);
    await expect(trackings.getAllByText('Delivered')).toHaveLength(5);
  },
};

/** A Seller: their current site's trackings, no import, nothing but View logs to do. */
export const Seller: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const { canvas, trackings } = await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Import trackings (CSV)' })).toBeNull();
    await expect(trackings.queryByRole('columnheader', { name: 'Site' })).toBeNull();
    await expect(trackings.getAllByText(/^#\d+$/).length).toBe(16);
    await userEvent.click(trackings.getAllByRole('button', { name: /Actions for tracking/ })[0]!);
    await expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual([
      'View logs',
    ]);
  },
};

/** A Supplier: their own orders' trackings; they import, and re-track, but do not edit. */
export const Supplier: Story = {
  globals: { role: 'Supplier' },
  play: async ({ canvasElement }) => {
    const { canvas, trackings } = await table(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Import trackings (CSV)' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(trackings.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(trackings.getAllByRole('button', { name: /Actions for tracking/ })[0]!);
    await expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual([
      'Update',
      'View logs',
      'Re-submit',
    ]);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...trackingLoading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Trackings' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...trackingHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No trackings match these filters.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...trackingFailure('The trackings could not be read'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The trackings could not be read')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Retry/ })).toBeVisible();
  },
};

/** View logs: the tracking's lines, newest first, with the carrier's tracking page. */
export const ViewLogs: Story = {
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, fixtures[0]!.tracking_code);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View logs' }));
    const drawer = await screen.findByRole('dialog', { name: /Tracking log/ });
    await expect(await within(drawer).findByText('Out for delivery, Memphis, TN')).toBeVisible();
    await expect(
      within(drawer).getByRole('link', { name: /Track on carrier site/ }),
    ).toHaveAttribute('href', fixtures[0]!.carrier!.url);
  },
};

/** Edit: the tracking filled in; Save says 'Tracking added' (§8). */
export const EditTracking: Story = {
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, fixtures[1]!.tracking_code);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit tracking code/ });
    const code = within(dialog).getByRole('textbox', { name: /Tracking code/ });
    await waitFor(() => expect(code).toHaveValue(fixtures[1]!.tracking_code));
    await userEvent.clear(code);
    await userEvent.type(code, '9400 999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast(TRACKING_MESSAGES.added);
  },
};

/** §5: a carrier removed from the product type since is said, and must be chosen again. */
export const EditRemovedCarrier: Story = {
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, removed.tracking_code);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit tracking code/ });
    await waitFor(() => expect(dialog).toHaveTextContent(TRACKING_MESSAGES.carrierRemoved('DHL')));
  },
};

/** §4: Re push for a shop tracking without a fulfilment; §8's success. */
export const RePush: Story = {
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, unpushed.tracking_code);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Re push tracking' }));
    await expectToast(TRACKING_MESSAGES.repushed);
  },
};

/** Update (retrack): §8's success. */
export const Update: Story = {
  play: async ({ canvasElement }) => {
    await menuOf(canvasElement, fixtures[0]!.tracking_code);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update' }));
    await expectToast(TRACKING_MESSAGES.retracked);
  },
};

/**
 * The import (§5 Tracking CSV): read in a worker; the good rows go as a job followed in the page,
 * the rows refused stay listed with §8's alert and a Download of them.
 */
export const ImportWithRefusedRows: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...trackingHandlers(makeTrackings(), {
        importResult: {
          accepted: 1,
          unchanged: 0,
          refused: [
            {
              row: 1,
              order_id: '1002',
              tracking_code: 'RDY2',
              reason: TRACKING_MESSAGES.importRefused,
            },
          ],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const csv = [
      'ORDER ID,EXPRESS,TRACKING NO,TOTAL COST,SHIPPING COST',
      'N001001,USPS,9400111,3.5,',
      '1002,USPS,RDY2,,',
      'order-3,USPS,BAD3,,',
      '1004,USPS,,,',
    ].join('\n');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([csv], 'trackings.csv', { type: 'text/csv' }));
    await expect(
      await canvas.findByText(
        /trackings\.csv: 2 to import, 1 without a tracking number skipped, 1 refused/,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 trackings' }));
    await expectToast(`${TRACKING_MESSAGES.imported} 1 added or changed.`);
    await expect(await canvas.findByText('2 rows not imported')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(TRACKING_MESSAGES.importRefused);
    const refused = within(canvas.getByRole('table', { name: 'Rows not imported' }));
    await expect(refused.getByText('order-3')).toBeVisible();
    await expect(refused.getByText('1002')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

/** Export tracking: the receivers, then the job in the page and §8's success. */
export const ExportTracking: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export tracking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export tracking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    const panel = await canvas.findByRole('region', { name: 'Exporting trackings' });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Done'), {
      timeout: 10_000,
    });
    await expectToast(TRACKING_MESSAGES.exported);
  },
};

/** A file without §5's columns is refused before anything is sent, and says which are missing. */
export const ImportMissingColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(['ORDER,NUMBER\n1,X1'], 'wrong.csv', { type: 'text/csv' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      TRACKING_MESSAGES.importColumns(['ORDER ID', 'TRACKING NO']),
    );
    await expect(canvas.queryByRole('button', { name: /^Import \d+ tracking/ })).toBeNull();
  },
};
