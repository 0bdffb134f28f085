import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchFailure, searchHandlers, searchLoading } from '../mocks';
import { GlobalSearch } from './GlobalSearch';

const SCREENS = [
  { title: 'Connect Sites', path: '/sites' },
  { title: 'Balance', path: '/balance' },
  { title: 'News', path: '/news' },
];

const meta = {
  title: 'Features/Search/GlobalSearch',
  component: GlobalSearch,
  args: { screens: SCREENS, onNavigate: fn() },
  globals: { role: 'Administrator' },
  beforeEach: ({ msw }) => {
    msw.use(...searchHandlers());
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Search' });

/** Before any text: the box and its Ctrl K hint. */
export const Idle: Story = {};

/** The Administrator finds users and every site; Enter opens the first result. */
export const AdministratorFindsUsersAndSites: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 'sam');
    await canvas.findByRole('option', { name: /Sam Seller/ });
    await expect(canvas.getByRole('option', { name: /Sam Prints API/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/users-manager/edit/8');
  },
};

/** A seller finds screens and only their own sites: no users, no other seller's site. */
export const SellerFindsOwnSites: Story = {
  globals: { role: 'Seller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), 's');
    await userEvent.type(box(canvasElement), 'i');
    await canvas.findByRole('option', { name: 'Connect Sites' });
    await userEvent.clear(box(canvasElement));
    await userEvent.type(box(canvasElement), 'sunny');
    await canvas.findByRole('option', { name: /Sunny Tees/ });
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'zzz');
    await within(canvasElement).findByText('Nothing found');
  },
};

export const Searching: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...searchLoading());
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'mia');
    await within(canvasElement).findByText('Searching…');
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...searchFailure('Search is down for maintenance'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'mia');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Search is down for maintenance',
    );
  },
};
