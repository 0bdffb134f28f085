import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { BalanceScreen } from '../balance/screens/BalanceScreen';
import { fixtureToken, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError } from '../shared/msw';
import { PodOfficeProvider } from './PodOfficeProvider';

/**
 * What an embedding app renders: its own router, PodOfficeProvider with a token it holds, and one
 * connected widget. No store, theme or session of the stories' own (app: false), and no global
 * style (globalStyle: false), as on a host page.
 */
const meta = {
  title: 'Features/Embedding/PodOfficeProvider',
  component: PodOfficeProvider,
  parameters: { app: false, globalStyle: false },
  args: { children: null, onSessionExpired: fn() },
  render: (args) => (
    <MemoryRouter initialEntries={['/balance']}>
      <PodOfficeProvider {...args}>
        <BalanceScreen />
      </PodOfficeProvider>
    </MemoryRouter>
  ),
} satisfies Meta<typeof PodOfficeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host hands over an Administrator's token: Approve and Deny show, no Make a Deposit. */
export const AsAdministrator: Story = {
  args: { getToken: () => fixtureToken(usersByRole.Administrator) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByRole('button', { name: /^Actions for entry/ })).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Make a Deposit' })).toBeNull();
  },
};

/** A Seller's token: Make a Deposit, no approval controls. */
export const AsSeller: Story = {
  args: { getToken: () => fixtureToken(usersByRole.Seller) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Make a Deposit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Actions for entry/ })).toBeNull();
  },
};

/** The server refuses the token: the host is told once (see the Actions panel). */
export const SessionExpired: Story = {
  args: { getToken: () => 'an-expired-token' },
  beforeEach({ msw }) {
    msw.use(apiLink().query('Me', () => graphqlError(SERVER_MESSAGES.notSignedIn)));
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSessionExpired).toHaveBeenCalledTimes(1));
  },
};
