import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { makeSite } from '../../mocks';
import { EditSiteForm } from './EditSiteForm';

const meta = {
  title: 'Features/Sites/Components/EditSiteForm',
  component: EditSiteForm,
  args: {
    site: makeSite({ domain_name: 'https://shop.sunnytees.com' }),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof EditSiteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seller: title and support email; the domain read-only. */
export const Seller: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText(/^domain$/i)).toHaveAttribute('readonly');
    await expect(form.queryByLabelText(/rebrandly/i)).toBeNull();
  },
};

/** An administrator on a Shopify site: domain name, Rebrandly domain and the daily auto-fetch. */
export const AdministratorShopify: Story = { args: { showAdminFields: true } };

/** An administrator on a WooCommerce site: no domain name (Shopify only). */
export const AdministratorWooCommerce: Story = {
  args: {
    showAdminFields: true,
    site: makeSite({ platform: 'woocommerce', domain: 'https://woo.example.com' }),
  },
};

/** An api site shows its key, read-only. */
export const ApiSite: Story = {
  args: {
    site: makeSite({
      platform: 'api',
      type: 'offline',
      domain: 'https://feed.example.com',
      api_key: 'key-feed-0123456789abcdef',
    }),
  },
};

/** The messages: title required, https addresses. */
export const ValidationMessages: Story = {
  args: { showAdminFields: true },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.clear(form.getByLabelText(/title/i));
    await userEvent.clear(form.getByLabelText(/^domain name/i));
    await userEvent.type(form.getByLabelText(/^domain name/i), 'http://shop.sunnytees.com');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(MESSAGES.siteTitleRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.siteUrlInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
