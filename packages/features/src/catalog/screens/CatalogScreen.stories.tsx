import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogFailure, catalogHandlers, catalogLoading } from '../mocks';
import { CatalogScreen } from './CatalogScreen';

// The stories stand for a Seller flagged is_special: the app's route gives others not-found
// (stories/CatalogAccess.stories.tsx shows a plain seller's).
const meta = {
  title: 'Features/Catalog/CatalogScreen',
  component: CatalogScreen,
  parameters: { router: { route: '/catalog', path: '/catalog' } },
  globals: { role: 'Seller' },
  beforeEach: ({ msw }) => msw.use(...catalogHandlers()),
} satisfies Meta<typeof CatalogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function cards(canvasElement: HTMLElement) {
  const grid = await within(canvasElement).findByRole('list', { name: 'Catalog' });
  return within(grid).getAllByRole('listitem');
}

/** 20 cards of 45, tags in their colours, a search and Reset, Export once cards are chosen. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cards(canvasElement)).toHaveLength(20);
    await expect(canvas.getByText('Total 45 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Classic T-Shirt' }));
    await expect(canvas.getByRole('button', { name: 'Export (1)' })).toBeEnabled();
  },
};

/** The search applies with Enter; Reset brings every card back. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'tee{Enter}');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(20));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(catalogLoading('CatalogProductTypes')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Loading the catalog' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...catalogHandlers([])),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No product types in the catalog yet.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(catalogFailure('CatalogProductTypes', 'The database is not reachable')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The database is not reachable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
