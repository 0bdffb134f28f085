import type { Meta, StoryObj } from '@storybook/react-vite';
import { CUSTOMER_FORM_MESSAGES as M, CUSTOMER_INFO_LIMITS } from '@podoffice/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerEditDrawer, type CustomerFormValue } from './CustomerEditDrawer';
import { openDialog } from '../../../../../.storybook/play';

const filled: CustomerFormValue = {
  tags: ['VIP', 'Wholesale'],
  lists: ['Newsletter'],
  first_name: 'Mary',
  last_name: 'Jones',
  phone: '+1 555 0100',
  email: 'mary.jones@example.com',
  company: 'Jones Prints',
  address1: '12 Elm Street',
  address2: 'Apt 4',
  country: 'United States',
  city: 'Springfield',
  zip: '62701',
};

const meta = {
  title: 'UI/Customers/CustomerEditDrawer',
  component: CustomerEditDrawer,
  args: { open: true, onClose: fn(), onSubmit: fn(), value: { ...filled, id: 7 } },
  argTypes: {
    error: { control: 'text' },
    submitError: { control: 'text' },
    validate: { control: false },
  },
  parameters: { docs: { story: { inline: false, height: '760px' } } },
} satisfies Meta<typeof CustomerEditDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (body: ReturnType<typeof within>) =>
  userEvent.click(body.getByRole('button', { name: 'Save' }));

/** The customer's values are filled in; a new tag and a changed field are sent whole on Save. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('textbox', { name: 'Zip code' })).toHaveValue('62701');
    await userEvent.type(body.getByRole('textbox', { name: 'Tags' }), 'Repeat{Enter}');
    await expect(
      within(body.getByRole('list', { name: 'Tags' })).getByText('Repeat'),
    ).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Remove Wholesale' }));
    const company = body.getByRole('textbox', { name: 'Company' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Jones & Co');
    await save(body);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      tags: ['VIP', 'Repeat'],
      company: 'Jones & Co',
    });
  },
};

/** A customer with nothing stored: every field starts empty; a label typed but not ended is kept. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.type(body.getByRole('textbox', { name: 'First name' }), 'Ann');
    await userEvent.type(body.getByRole('textbox', { name: 'Lists' }), 'Spring sale');
    await save(body);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Ann', lists: ['Spring sale'], tags: [] }),
    );
  },
};

/** No first name: §5's message, and nothing is sent; typing takes the message away. */
export const FirstNameMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const first = body.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await save(body);
    await expect(body.getByText(M.firstNameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(first, 'M');
    await expect(body.queryByText(M.firstNameRequired)).toBeNull();
  },
};

/** A malformed e-mail is refused under its field. */
export const EmailMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const email = body.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mary.jones');
    await save(body);
    await expect(body.getByText(M.emailInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A too-long line is refused under its field. */
export const LengthMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    const city = body.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    // Pasted, not typed: 256 key presses would only slow the story down.
    await userEvent.click(city);
    await userEvent.paste('x'.repeat(CUSTOMER_INFO_LIMITS.textMax + 1));
    await save(body);
    await expect(body.getByText(M.tooLong('City', CUSTOMER_INFO_LIMITS.textMax))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A tag added twice and a list label too long: each message under its field. */
export const LabelMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.type(body.getByRole('textbox', { name: 'Tags' }), 'vip{Enter}');
    await userEvent.click(body.getByRole('textbox', { name: 'Lists' }));
    await userEvent.paste('x'.repeat(51));
    await save(body);
    await expect(body.getByText(M.labelDuplicate('Tag', 'vip'))).toBeVisible();
    await expect(body.getByText(M.labelTooLong('List', 50))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Removing the duplicate takes its message away.
    await userEvent.click(body.getByRole('button', { name: 'Remove vip' }));
    await expect(body.queryByText(M.labelDuplicate('Tag', 'vip'))).toBeNull();
  },
};

export const Loading: Story = {
  args: { value: null, loading: true },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByRole('status', { name: 'Loading customer' })).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { value: null, error: 'Customer not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = await openDialog(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** The server refused the save: its message shows and what was typed is still there. */
export const SubmitError: Story = {
  args: { submitError: M.emailTaken },
  play: async ({ canvasElement }) => {
    const body = await openDialog(canvasElement);
    await expect(body.getByText(M.emailTaken)).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Email' })).toHaveValue(filled.email);
    await expect(within(body.getByRole('list', { name: 'Tags' })).getByText('VIP')).toBeVisible();
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
    const view = canvasElement.ownerDocument.defaultView!;
    // Within the window, to the pixel: layout in fractions of a pixel gave a 390 px window a
    // 390.00003 px drawer, which overflows nothing (as in UpdateCustomerInfoDrawer's Phone).
    await expect(
      Math.round(body.getByRole('dialog').getBoundingClientRect().width),
    ).toBeLessThanOrEqual(view.innerWidth);
    const first = body.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = body.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    // Stacked below 440 px: one field a row.
    if (view.innerWidth <= 440) await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
