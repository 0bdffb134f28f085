import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { exportTemplateFixtures } from '../../mocks';
import { EMPTY_USER_FORM, UserForm } from './UserForm';

const templates = exportTemplateFixtures.map((t) => ({ value: t.id, label: t.name }));

const meta = {
  title: 'Features/Users/Components/UserForm',
  component: UserForm,
  args: { mode: 'create', onSubmit: fn(), onCancel: fn(), templates },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddUser: Story = {};

export const AccountDetailOfASupplier: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...EMPTY_USER_FORM,
      first_name: 'Sue',
      last_name: 'Supplier',
      email: 'supplier@podoffice.test',
      phone: '0123456789',
      address: '4 Press Lane',
      roles: ['Supplier'],
      template_id: '2',
      partner_fulfillment: {
        name: 'DTF Express',
        domain: 'https://api.dtf-express.example',
        api_key: 'dtfx_live_4f9a2c71',
        api_signature: 'sig_8d1e0b57c3',
      },
    },
  },
};

export const SpecialSeller: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...EMPTY_USER_FORM,
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'olivia@podoffice.test',
      phone: '0300000001',
      roles: ['Seller'],
      is_special: true,
    },
  },
};

/** Submitting an empty form shows the spec's messages. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.pleaseInputEmail,
      MESSAGES.pleaseInputPassword,
      MESSAGES.pleaseConfirmPassword,
      MESSAGES.pleaseInputPhone,
      MESSAGES.chooseUserRoles,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Half a partner fulfillment: 'Please fill out the form partner fulfillment'. */
export const PartialPartnerFulfillment: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...EMPTY_USER_FORM,
      first_name: 'Sue',
      last_name: 'Supplier',
      email: 'supplier@podoffice.test',
      phone: '0123456789',
      roles: ['Supplier'],
      partner_fulfillment: { name: 'Stitch Co', domain: '', api_key: '', api_signature: '' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(MESSAGES.partnerFulfillmentIncomplete)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
