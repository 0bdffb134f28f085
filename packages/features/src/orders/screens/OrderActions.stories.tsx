import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CUSTOMER_INFO_MESSAGES,
  DTF_MESSAGES,
  ORDER_MESSAGES,
  orderTransferredMessage,
} from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { dtfPartnerUser } from '../../shared/fixtures';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import { designHandlers } from '../designMocks';
import { trackingHandlers } from '../trackingMocks';
import { makeActionOrders, orderChangeFailure, orderHandlers } from '../mocks';
import { DTF_PARTNER_REFUSAL } from '../dtfMocks';
import { DTF_MAPPING_SAVED } from './DtfMappingHost';
import { OrdersScreen } from './OrdersScreen';
import { ORDER_CHANGE_NOTICES } from './useOrderChange';

/**
 * The row menu's order changes per role (spec 2 §4, §6, §8): each story opens an order's menu,
 * runs a change through the modal or confirmation it needs, and sees the §8 toast and the list
 * refreshed, or the server's message and nothing changed.
 */
const meta = {
  title: 'Features/Orders/OrdersScreen/Actions',
  component: OrdersScreen,
  parameters: { router: { route: '/orders', path: '/orders' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeActionOrders()));
    // The fixture Seller (id 2) works on their first site, as the title bar's selector keeps it.
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '11');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const READ_ONLY = ['Activities', 'Order info', 'Comments'];

/** The table row of an order, by its N-number cell (a link, or plain text for a Supporter). */
async function rowOf(canvasElement: HTMLElement, id: string) {
  const [cell] = await within(canvasElement).findAllByRole(
    'cell',
    { name: `N00${id}` },
    { timeout: 5000 },
  );
  return within(cell!.closest('tr') as HTMLElement);
}

async function openMenu(canvasElement: HTMLElement, id: string) {
  const row = await rowOf(canvasElement, id);
  await userEvent.click(row.getByRole('button', { name: /actions/i }));
  const items = await screen.findAllByRole('menuitem');
  // The menu stays within the window, whatever the row's place: it flips up, or scrolls within.
  await waitFor(() => {
    const menu = screen.getByRole('menu').getBoundingClientRect();
    expect(menu.top).toBeGreaterThanOrEqual(0);
    expect(menu.bottom).toBeLessThanOrEqual(window.innerHeight);
  });
  return items.map((item) => item.textContent);
}

async function choose(canvasElement: HTMLElement, id: string, item: string) {
  await openMenu(canvasElement, id);
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
}

/**
 * The toast of a change. Raised while a dialog is open, it moves to the page as the dialog closes
 * (Toast's viewport follows the top layer), so it is looked up again until it shows.
 */
async function expectToast(message: string) {
  await waitFor(() => expect(screen.getByText(message)).toBeVisible(), { timeout: 5000 });
}

async function expectStatus(canvasElement: HTMLElement, id: string, status: string) {
  await waitFor(async () =>
    expect((await rowOf(canvasElement, id)).getByText(status, { exact: true })).toBeVisible(),
  );
}

/** Administrator: Enter Payment moves a processing order to ready; the tab counts follow. */
export const AdministratorEnterPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /^Ready 1/ })).toBeVisible();
    await expect(await openMenu(canvasElement, '2002')).toEqual([
      'Pause',
      'Enter Payment',
      'Ready',
      'Refresh order',
      'Change variant',
      'Change quantity',
      'Change carrier',
      'Update customer info',
      'Assign supplier',
      'Upload Designs',
      'Cancel',
      'Delete customer info',
      'Delete',
      ...READ_ONLY,
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Enter Payment' }));
    await expectToast(ORDER_MESSAGES.movedToReady);
    await expectStatus(canvasElement, '2002', 'Ready');
    await expect(await canvas.findByRole('tab', { name: /^Ready 2/ })).toBeVisible();
  },
};

/** Administrator: Split order asks first, then lists the parts (quantity 3 makes 3 orders). */
export const AdministratorSplit: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2003', 'Split order');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Split order N002003?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Split order' }));
    await expectToast(ORDER_MESSAGES.split);
    await expect(await within(canvasElement).findByRole('tab', { name: /^All 8/ })).toBeVisible();
  },
};

/** Administrator: Assign supplier picks one of the product type's suppliers. */
export const AdministratorAssignSupplier: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2002', 'Assign supplier');
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign supplier N002002' }));
    await userEvent.click(await dialog.findByRole('combobox', { name: /Supplier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other Supplier' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(ORDER_MESSAGES.supplierAssigned);
  },
};

/** A Supporter pauses; no Split order or forced status is offered (spec 2 §6). */
export const SupporterPause: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const items = await openMenu(canvasElement, '2003');
    await expect(items).not.toContain('Split order');
    await expect(items).not.toContain('Ready');
    await userEvent.keyboard('{Escape}');
    await choose(canvasElement, '2002', 'Pause');
    await expectToast(ORDER_MESSAGES.paused);
    await expectStatus(canvasElement, '2002', 'Pending');
  },
};

/** A Seller pauses an order, then the same item resumes it (spec 2 §4). */
export const SellerPauseResume: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Pause');
    await expectToast(ORDER_MESSAGES.paused);
    await expectStatus(canvasElement, '2001', 'Pending');
    const items = await openMenu(canvasElement, '2001');
    await expect(items).toContain('Resume');
    await expect(items).not.toContain('Pause');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Resume' }));
    await expectToast(ORDER_MESSAGES.resumed);
    await expectStatus(canvasElement, '2001', 'Pending Designs');
  },
};

/** A Seller cancels after confirming. */
export const SellerCancel: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Cancel');
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Cancel order N002001?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expectToast(ORDER_MESSAGES.cancelled);
    await expectStatus(canvasElement, '2001', 'Cancelled');
  },
};

/**
 * A Supplier: Add Tracking on their order in production without one (§4), and the read-only
 * items; the modal offers the product type's carriers and says 'Tracking added' (§8).
 */
export const SupplierMenu: Story = {
  globals: { role: 'Supplier' },
  beforeEach: ({ msw }) => {
    msw.use(...trackingHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement, '2005')).toEqual(['Add Tracking', ...READ_ONLY]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add Tracking' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Add tracking code N002005/ }));
    await userEvent.click(await dialog.findByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'USPS' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Tracking code/ }), '9400 1234');
    await userEvent.type(dialog.getByRole('textbox', { name: /Total cost/ }), '3.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast('Tracking added');
  },
};

/** The DTF partner supplier moves its own ready order into production. */
export const DtfPartnerStatus: Story = {
  globals: { role: 'Supplier' },
  parameters: {
    sessionUser: {
      id: dtfPartnerUser.id,
      first_name: dtfPartnerUser.first_name,
      last_name: dtfPartnerUser.last_name,
      email: dtfPartnerUser.email,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement, '2004')).toEqual([
      'In Production',
      'DTF data mapping',
      ...READ_ONLY,
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'In Production' }));
    await expectToast(orderTransferredMessage('in_production'));
    await expectStatus(canvasElement, '2004', 'In Production');
  },
};

/** A refused change: the server's first message, and the order as it was. */
export const ChangeRefused: Story = {
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(orderChangeFailure('PauseOrder', 'The product type of this order is paused.'));
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Pause');
    await expectToast('The product type of this order is paused.');
    await expectStatus(canvasElement, '2001', 'Pending Designs');
  },
};

/** Change quantity: 0 is refused under the field, 3 is saved. */
export const ChangeQuantity: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Change quantity');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change quantity N002001' }));
    const field = dialog.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Quantity must be at least 1')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(ORDER_CHANGE_NOTICES.quantityChanged);
  },
};

/** Change variant: the type's variants (productVariant), another colour and size saved. */
export const ChangeVariant: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2002', 'Change variant');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change variant N002002' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'White' }));
    await userEvent.click(dialog.getByRole('button', { name: 'L' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(ORDER_MESSAGES.variantChanged);
  },
};

/** Change carrier: the carriers with the variant's price; the choice is saved with its price. */
export const ChangeCarrier: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Change carrier');
    const dialog = within(await screen.findByRole('dialog', { name: /Change carrier/ }));
    await userEvent.click(await dialog.findByRole('combobox', { name: /Shipping carrier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Express — $14.00' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(ORDER_CHANGE_NOTICES.carrierChanged);
  },
};

/** Update customer info: the §5 messages on emptied fields, then a save with its toast. */
export const UpdateCustomerInfo: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Update customer info');
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Update customer info N002001' }),
    );
    const shipping = within(await drawer.findByRole('group', { name: 'Shipping address' }));
    const zip = shipping.getByRole('textbox', { name: 'Zip code' });
    await userEvent.clear(zip);
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(shipping.getByText(CUSTOMER_INFO_MESSAGES.zipRequired)).toBeVisible();
    await userEvent.type(zip, '10001');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expectToast(ORDER_MESSAGES.customerInfoUpdated);
  },
};

/** Comments: Send writes a comment, which the drawer then lists. */
export const SendComment: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2001', 'Comments');
    const drawer = within(await screen.findByRole('dialog', { name: 'Comments N002001' }));
    await userEvent.type(await drawer.findByRole('textbox', { name: 'Comment' }), 'Rush please');
    await userEvent.click(drawer.getByRole('button', { name: 'Send' }));
    await expect(await drawer.findByText('Rush please')).toBeVisible();
  },
};

/** Keyboard only: the row's menu button opens with Enter, arrows reach Pause, Enter runs it. */
export const KeyboardPause: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, '2001');
    row.getByRole('button', { name: /actions/i }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
    // Pause is the menu's first item for this order (the state machine's order of actions).
    await expect(screen.getAllByRole('menuitem')[0]).toHaveTextContent('Pause');
    await userEvent.keyboard('{Enter}');
    await expectToast(ORDER_MESSAGES.paused);
    await expectStatus(canvasElement, '2001', 'Pending');
  },
};

/**
 * Upload Designs (spec 2 §2, §5, §8): the drawer lists the order's print areas; a picked design
 * goes up at once; with every area designed Save says 'Print Files saved'.
 */
export const AdministratorUploadsDesigns: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...designHandlers());
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2004', 'Upload Designs');
    const drawer = await screen.findByRole('dialog', { name: /Upload Designs N002004/ });
    const back = await within(drawer).findByLabelText(/Upload design for Back/);
    await userEvent.upload(back, new File(['png'], 'back.png', { type: 'image/png' }));
    const save = within(drawer).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expectToast(ORDER_MESSAGES.printFilesSaved);
  },
};

const DTF_PARTNER_SESSION = {
  sessionUser: {
    id: dtfPartnerUser.id,
    first_name: dtfPartnerUser.first_name,
    last_name: dtfPartnerUser.last_name,
    email: dtfPartnerUser.email,
  },
};

/** The push's answers under the title row. */
async function dtfResults(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole(
      'list',
      { name: 'Push DTF results' },
      { timeout: 10_000 },
    ),
  );
}

/**
 * Re-download print files (§5, §7), from the designs cell: a design's address, downloaded by the
 * server's job; the page says 'The print file downloaded successfully'.
 */
export const AdministratorDownloadsDesigns: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...designHandlers());
  },
  play: async ({ canvasElement }) => {
    // The designs cell opens the drawer too (§4 Design display).
    const row = await rowOf(canvasElement, '2004');
    await userEvent.click(row.getByRole('button', { name: /designs of N002004$/ }));
    const drawer = within(await screen.findByRole('dialog', { name: /Upload Designs N002004/ }));
    await userEvent.type(
      await drawer.findByRole('textbox', { name: 'Address of the Back design' }),
      'https://cdn.example.com/back.png',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Download' }));
    await expectToast(ORDER_MESSAGES.printFileDownloaded);
  },
};

/**
 * Push DTF (spec 2 §2, §4, §5, §7, §8): an Administrator maps the partner's ready order (the
 * catalogue's suggestion filled in; Back has no file: 'Design not found'), selects it and pushes;
 * the job's answer says 'Order #… pushed…' and the order is in production.
 */
export const DtfMapAndPush: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '2004', 'DTF data mapping');
    const modal = within(await screen.findByRole('dialog', { name: /DTF data mapping N002004/ }));
    await expect(await modal.findByText(DTF_MESSAGES.designNotFound)).toBeVisible();
    const save = modal.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expectToast(DTF_MAPPING_SAVED('2004'));
    await userEvent.click(
      await within(canvasElement).findByRole('checkbox', { name: 'Select order N002004' }),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Push DTF' }));
    const results = await dtfResults(canvasElement);
    await expect(
      results.getByText(/^Order #1001 pushed to Color Ecommerce \(order CE-1001\)\.$/),
    ).toBeVisible();
    await expectStatus(canvasElement, '2004', 'In Production');
  },
};

/** §5: a selected order without a mapping is not pushed ('No mapping, please check again.'). */
export const DtfPushUnmapped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('checkbox', { name: 'Select order N002004' }),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Push DTF' }));
    await expectToast(DTF_MESSAGES.noMapping);
  },
};

/**
 * The partner supplier with nothing selected pushes all its ready orders ('Processing push all
 * ready orders.'); the partner refuses this one: its message in error style, the order in Error.
 */
export const DtfPartnerPushAllRefused: Story = {
  globals: { role: 'Supplier' },
  parameters: DTF_PARTNER_SESSION,
  beforeEach: ({ msw }) => {
    msw.use(...orderHandlers(makeActionOrders(), { dtfPartnerRefuses: true }));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '2004');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Push DTF' }));
    await expectToast(DTF_MESSAGES.pushAllStarted);
    const results = await dtfResults(canvasElement);
    await expect(results.getByRole('alert')).toHaveTextContent(
      `Order #1001 ${DTF_PARTNER_REFUSAL}`,
    );
    // The supplier's All tab is §4's five statuses: the order moves to the Error tab.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('tab', { name: /^Error 1/ })).toBeVisible(),
    );
  },
};
