import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeTrackings } from '../../trackingMocks';
import { TrackingsTable } from './TrackingsTable';

const trackings = makeTrackings(20);

const meta = {
  title: 'Features/Orders/TrackingsTable',
  component: TrackingsTable,
  args: {
    trackings,
    total: 48,
    page: 1,
    onPageChange: () => undefined,
    showSite: true,
    actionsOf: () => [{ key: 'logs', label: 'View logs', onSelect: () => undefined }],
  },
  parameters: { app: false },
} satisfies Meta<typeof TrackingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page of trackings: order and shop number, customer, site, carrier, the code linking to the
 * carrier's page, status, when added. A shop tracking that never reached its shop is red and says
 * why (spec 2 §4); the service's refusal shows under the status.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement.querySelector('table')!);
    await expect(table.getAllByRole('row')).toHaveLength(21);
    await expect(table.getByRole('link', { name: trackings[0]!.tracking_code })).toHaveAttribute(
      'href',
      trackings[0]!.carrier!.url,
    );
    await expect(
      table.getAllByText('Not on the shop: The Shopify shop refused the request (HTTP 401)')[0],
    ).toBeVisible();
  },
};

export const Empty: Story = { args: { trackings: [], total: 0 } };

export const Loading: Story = { args: { trackings: [], loading: true } };

export const LoadError: Story = {
  args: { trackings: [], error: 'The trackings could not be read', onRetry: () => undefined },
};
