import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CARRIER_MESSAGES, CARRIER_NOTICES } from '@podoffice/domain';
import { carrierFailure, carrierHandlers, carrierLoading } from '../mocks';
import { CarriersScreen } from './CarriersScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Carriers/CarriersScreen',
  component: CarriersScreen,
  parameters: { router: { route: '/admin/carriers', path: '/admin/carriers' } },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => msw.use(...carrierHandlers()),
} satisfies Meta<typeof CarriersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const carriers = await canvas.findByRole('table', { name: 'Carriers' });
  await waitFor(() => expect(within(carriers).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, carriers: within(carriers) };
}

/** Administrator: the active carriers, New Carrier, Edit and Delete. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, carriers } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Carrier' })).toBeVisible();
    await expect(carriers.getByRole('button', { name: 'Actions for carrier USPS' })).toBeVisible();
    await expect(carriers.queryByText('YunExpress')).toBeNull();
  },
};

/** Listing manages carriers too. */
export const Listing: Story = {
  globals: { role: 'Listing' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New Carrier' })).toBeVisible();
  },
};

/** A Supporter sees the list without New Carrier, Edit or Delete. */
export const Supporter: Story = {
  globals: { role: 'Supporter' },
  play: async ({ canvasElement }) => {
    const { canvas, carriers } = await table(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New Carrier' })).toBeNull();
    await expect(carriers.queryByRole('button', { name: /^Actions for carrier/ })).toBeNull();
  },
};

export const Inactive: Story = {
  parameters: { router: { route: '/admin/carriers?status=inactive', path: '/admin/carriers' } },
  play: async ({ canvasElement }) => {
    const { carriers } = await table(canvasElement);
    await expect(carriers.getByText('YunExpress')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(carrierLoading('Carriers')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Carriers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No carriers yet: the next step is offered in the empty list, and opens the New Carrier drawer. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...carrierHandlers([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No active carriers yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first carrier' }));
    await expect(await screen.findByRole('dialog', { name: 'New Carrier' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(carrierFailure('Carriers', 'Carriers are unavailable')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Carriers are unavailable')).toBeVisible();
  },
};

/** New Carrier submitted empty: the three §5 messages; then a taken code, refused by the server. */
export const NewCarrierValidation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New Carrier' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'New Carrier' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'Create' }));
    await expect(await drawer.findByText('Please input name')).toBeVisible();
    await expect(drawer.getByText('Please input code')).toBeVisible();
    await expect(drawer.getByText('Please input url')).toBeVisible();
    await userEvent.type(drawer.getByRole('textbox', { name: /Name/ }), 'USPS 2');
    await userEvent.type(drawer.getByRole('textbox', { name: /Code/ }), 'USPS');
    await userEvent.type(
      drawer.getByRole('textbox', { name: /Url/ }),
      'https://usps.example/{{tracking_number}',
    );
    await userEvent.click(drawer.getByRole('button', { name: 'Create' }));
    await expect(await drawer.findByText(CARRIER_MESSAGES.codeTaken('USPS'))).toBeVisible();
  },
};

/** Delete after a confirmation: 'Delete success', and the carrier leaves the Active list. */
export const DeleteFlow: Story = {
  play: async ({ canvasElement }) => {
    const { carriers } = await table(canvasElement);
    await userEvent.click(carriers.getByRole('button', { name: 'Actions for carrier FedEx' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the carrier FedEx?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(CARRIER_NOTICES.deleted)).toBeVisible());
    await waitFor(() => expect(carriers.queryByText('FedEx')).toBeNull());
  },
};

/** On a phone (390 px) each carrier is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Carriers' });
    const list = within(canvasElement).getByRole('table', { name: 'Carriers' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for carrier/ });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
