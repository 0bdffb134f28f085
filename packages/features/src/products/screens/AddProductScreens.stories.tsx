import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCT_MESSAGES as M } from '@podoffice/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_SITE_STORAGE_KEY } from '../../store/currentSite';
import {
  makeProducts,
  productFormTypesFailure,
  productWizardHandlers,
  productsHandlers,
} from '../mocks';
import { CloneProductScreen } from './CloneProductScreen';
import { AddProductStep1Screen } from './AddProductStep1Screen';
import { AddProductStep2Screen } from './AddProductStep2Screen';

// Add product (spec 2 §2, §5, §8): step 1 picks product types of one category, step 2 prices the
// variants and pushes the product to the shop as a job.

const meta = {
  title: 'Features/Products/AddProduct',
  component: AddProductStep1Screen,
  parameters: { router: { route: '/products/add/step1', path: '/products/add/step1' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => {
    msw.use(...productWizardHandlers());
    window.localStorage.setItem(`${CURRENT_SITE_STORAGE_KEY}.2`, '11');
    return () => window.localStorage.removeItem(`${CURRENT_SITE_STORAGE_KEY}.2`);
  },
} satisfies Meta<typeof AddProductStep1Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types of another first category wait until the chosen ones are unchosen; Continue opens step 2. */
export const Step1OneCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tee = await canvas.findByRole('checkbox', { name: /Classic T-Shirt/ });
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(tee);
    await expect(canvas.getByText(M.oneCategory)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Ceramic Mug/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hoodie/ }));
    await expect(canvas.getByText('2 chosen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Navigated to /products/add/step2/1,2',
    );
  },
};

const step2 = {
  render: () => <AddProductStep2Screen />,
  parameters: {
    router: { route: '/products/add/step2/1,2', path: '/products/add/step2/:ids' },
  },
};

/**
 * Step 2: a price under the base cost is refused with its message and nothing is sent; the bulk
 * Price fixes a type's variants; a print area's design goes up; Push shows the job's progress, then
 * 'Product created'.
 */
export const Step2PricesAndPush: Story = {
  ...step2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New product' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Sunset Set');
    // Every price starts at its type's default, flagged so.
    const flagged = form.getAllByText('Default regular price').length;
    await expect(flagged).toBe(form.getAllByRole('textbox', { name: /^Regular price of / }).length);
    await expect(form.getAllByText('Default sale price')).toHaveLength(flagged);
    const regular = form.getByRole('textbox', { name: 'Regular price of TS-S' });
    await userEvent.clear(regular);
    await userEvent.type(regular, '5');
    await userEvent.click(form.getByRole('button', { name: 'Push to shop' }));
    const message = M.regularBelowBase(10);
    await expect(await form.findByText(message)).toBeVisible();
    await expect(form.getByRole('alert')).toHaveTextContent(`TS-S: ${message}`);

    await userEvent.click(form.getAllByRole('button', { name: 'Price' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Update variants price' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Regular Price' }), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(form.queryByText(message)).toBeNull());
    // The T-Shirt's regular prices are the seller's now: only the other type's keep the flag.
    await expect(form.getAllByText('Default regular price').length).toBeLessThan(flagged);
    await expect(
      (form.getByRole('textbox', { name: 'Regular price of TS-M' }) as HTMLInputElement).value,
    ).toMatch(/^\$?30(\.00)?$/);

    // A design for the T-Shirt's Front goes up at once and is pushed with the product.
    const front = within(form.getByRole('list', { name: 'Print areas of Classic T-Shirt' }));
    const input = front
      .getByRole('listitem')
      .querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['png'], 'front.png', { type: 'image/png' }));
    await expect(
      await front.findByText(/New: front\.png \(pushed with the product\)/),
    ).toBeVisible();

    await userEvent.click(form.getByRole('button', { name: 'Push to shop' }));
    await expect(
      await canvas.findByRole('progressbar', { name: /Pushing the product/ }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByText(M.created)).toBeVisible(), { timeout: 8000 });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /products');
  },
};

/**
 * An image that is not an address is refused on the form, and the refusal goes once it is one. The
 * server's refusal (a SKU the seller already has) shows, and the form keeps what was typed.
 */
export const Step2SkuTaken: Story = {
  ...step2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New product' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Sunset Set');
    await userEvent.type(form.getByRole('textbox', { name: /^SKU/ }), 'TAKEN');
    const images = form.getByRole('textbox', { name: /^Images/ });
    await userEvent.type(images, 'sunset.png');
    await userEvent.click(form.getByRole('button', { name: 'Push to shop' }));
    const bad = 'sunset.png is not an image address (http or https).';
    // Said above the form and under the field.
    await expect(await form.findAllByText(bad)).toHaveLength(2);
    await userEvent.clear(images);
    await userEvent.type(images, 'https://images.example.com/sunset.png');
    await waitFor(() => expect(form.queryByText(bad)).toBeNull());
    await userEvent.click(form.getByRole('button', { name: 'Push to shop' }));
    await waitFor(() => expect(screen.getByText(M.skuExists)).toBeVisible());
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('Sunset Set');
  },
};

/**
 * Step 2: a type's variants chosen by their options (a type may have more variants than a product
 * holds): unticking Size M takes its row out, ticking it brings it back at its starting prices.
 */
export const Step2ChooseByOptions: Story = {
  ...step2,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New product' }));
    const sizes = within(form.getByRole('group', { name: 'Size of Classic T-Shirt' }));
    await userEvent.click(sizes.getByRole('checkbox', { name: 'M' }));
    await expect(form.queryByRole('textbox', { name: 'Regular price of TS-M' })).toBeNull();
    await expect(
      form.getByRole('heading', { name: /Classic T-Shirt \(2 variants\)/ }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Regular price of HD-M' })).toBeVisible();
    await userEvent.click(sizes.getByRole('checkbox', { name: 'M' }));
    await expect(form.getByRole('textbox', { name: 'Regular price of TS-M' })).toBeVisible();
    await expect(sizes.getByRole('checkbox', { name: 'M' })).toBeChecked();
  },
};

/** Step 2's product types failed to load: the error says so once, and Retry brings the form. */
export const Step2LoadFailed: Story = {
  ...step2,
  beforeEach: ({ msw }) => msw.use(productFormTypesFailure('Something wrong!')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something wrong!')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'New product' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('form', { name: 'New product' })).toBeVisible();
  },
};

/** Clone starts from the product: its title and the prices of the variants it sold. */
export const CloneStartsFromProduct: Story = {
  render: () => <CloneProductScreen />,
  parameters: {
    router: {
      route: `/products/clone/${makeProducts()[0]!.id}/1`,
      path: '/products/clone/:product_id/:ids',
    },
  },
  beforeEach: ({ msw }) => msw.use(...productsHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New product' }));
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      makeProducts()[0]!.title,
    );
    await expect(
      (form.getByRole('textbox', { name: 'Regular price of TS-S' }) as HTMLInputElement).value,
    ).toMatch(/^\$?24\.50?$/);
  },
};
