import type { Meta, StoryObj } from '@storybook/react-vite';
import { CUSTOMER_INFO_LIMITS, CUSTOMER_INFO_MESSAGES } from '@podoffice/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateCustomerInfoDrawer, type CustomerInfoValue } from './UpdateCustomerInfoDrawer';
import { openDialog } from '../../../../../.storybook/play';

const filled: CustomerInfoValue = {
  customer: {
    first_name: 'Mary',
    last_name: 'Jones',
    email: 'mary.jones@example.com',
    phone: '+1 555 0100',
  },
  shipping: {
    first_name: 'Mary',
    last_name: 'Jones',
    company: '',
    phone: '+1 555 0100',
    address1: '12 Elm Street',
    address2: 'Apt 4',
    city: 'Springfield',
    state: 'Illinois',
    state_code: 'IL',
    zip: '62701',
    country: 'United States',
    country_code: 'US',
  },
};

const meta = {
  title: 'UI/Orders/UpdateCustomerInfoDrawer',
  component: UpdateCustomerInfoDrawer,
  args: { open: true, onClose: fn(), onSubmit: fn(), orderId: 1041, value: filled },
  argTypes: {
    error: { control: 'text' },
    submitError: { control: 'text' },
    validate: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof UpdateCustomerInfoDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (body: ReturnType<typeof within>, name: 'Customer' | 'Shipping address') =>
  within(body.getByRole('group', { name }));

/** The order's values are filled in; a change is sent with the rest on Save. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const shipping = group(body, 'Shipping address');
    const zip = shipping.getByRole('textbox', { name: 'Zip code' });
    await expect(zip).toHaveValue('62701');
    await userEvent.clear(zip);
    await userEvent.type(zip, '62702');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      shipping: { ...filled.shipping, zip: '62702' },
    });
  },
};

/** An order without a customer or an address: every field starts empty. */
export const Empty: Story = { args: { value: null } };

/** Save on an empty form: each required field's message of spec 2 §5, and nothing is sent. */
export const RequiredMessages: Story = {
  args: { value: null },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    const customer = group(body, 'Customer');
    const shipping = group(body, 'Shipping address');
    await expect(customer.getByText(CUSTOMER_INFO_MESSAGES.firstNameRequired)).toBeVisible();
    await expect(shipping.getByText(CUSTOMER_INFO_MESSAGES.firstNameRequired)).toBeVisible();
    for (const message of [
      CUSTOMER_INFO_MESSAGES.addressRequired,
      CUSTOMER_INFO_MESSAGES.stateCodeRequired,
      CUSTOMER_INFO_MESSAGES.zipRequired,
      CUSTOMER_INFO_MESSAGES.countryCodeRequired,
    ]) {
      await expect(shipping.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing into a field takes its message away; the others stay until the next Save.
    await userEvent.type(shipping.getByRole('textbox', { name: 'Zip code' }), '62701');
    await expect(shipping.queryByText(CUSTOMER_INFO_MESSAGES.zipRequired)).toBeNull();
    await expect(shipping.getByText(CUSTOMER_INFO_MESSAGES.addressRequired)).toBeVisible();
  },
};

/** A malformed e-mail and a too-long line are refused under their fields. */
export const EmailAndLengthMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const customer = group(body, 'Customer');
    const shipping = group(body, 'Shipping address');
    const email = customer.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mary.jones');
    const city = shipping.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    // Pasted, not typed: 256 key presses would only slow the story down.
    await userEvent.click(city);
    await userEvent.paste('x'.repeat(CUSTOMER_INFO_LIMITS.textMax + 1));
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(customer.getByText(CUSTOMER_INFO_MESSAGES.emailInvalid)).toBeVisible();
    await expect(
      shipping.getByText(CUSTOMER_INFO_MESSAGES.tooLong('City', CUSTOMER_INFO_LIMITS.textMax)),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { value: null, loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading customer info' })).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { value: null, error: 'Order not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The server refused the save: its message shows and what was typed is still there. */
export const SubmitError: Story = {
  args: { submitError: 'Order not found' },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText('Order not found')).toBeVisible();
    await expect(
      group(body, 'Shipping address').getByRole('textbox', { name: 'Address' }),
    ).toHaveValue('12 Elm Street');
  },
};

/** On a phone the drawer takes the screen's width and the fields stack. */
export const Phone: Story = {
  parameters: {
    viewport: { defaultViewport: 'mobile1' },
    // The test-runner's window (the drawer is a top-layer dialog: only the window sizes it).
    testViewport: { width: 390, height: 844 },
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    const dialog = body.getByRole('dialog');
    const view = canvasElement.ownerDocument.defaultView!;
    // Within the window, to the pixel: layout in fractions of a pixel gave a 390 px window a
    // 390.00003 px drawer, which overflows nothing.
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBeLessThanOrEqual(
      view.innerWidth,
    );
    const customer = group(body, 'Customer');
    const first = customer.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = customer.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    // Stacked below 440 px: one field a row.
    if (view.innerWidth <= 440) await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
