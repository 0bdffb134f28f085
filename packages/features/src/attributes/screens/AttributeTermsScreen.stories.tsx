import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  attributeFailure,
  attributeHandlers,
  attributeLoading,
  emptyAttributeHandlers,
} from '../mocks';
import { AttributeTermsScreen } from './AttributeTermsScreen';
import { expectCardRows, expectFitsPhone, phoneStory } from '../../test/phoneStory';

const meta = {
  title: 'Features/Attributes/AttributeTermsScreen',
  component: AttributeTermsScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/attribute-terms', path: '/admin/attribute-terms' } },
  beforeEach: ({ msw }) => msw.use(...attributeHandlers()),
} satisfies Meta<typeof AttributeTermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const terms = await within(canvasElement).findByRole('table', { name: 'Attribute terms' });
  await waitFor(() => expect(within(terms).getAllByRole('row').length).toBeGreaterThan(1));
  return within(terms);
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect((await table(canvasElement)).getAllByRole('row')).toHaveLength(21);
  },
};

/** One attribute's terms, from the address. */
export const FilteredBySize: Story = {
  parameters: {
    router: { route: '/admin/attribute-terms?attribute=1', path: '/admin/attribute-terms' },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.getAllByRole('row')).toHaveLength(9);
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Attribute' }),
    ).toHaveTextContent('size');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(attributeLoading('AttributeTerms')),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Attribute terms' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyAttributeHandlers()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No attribute terms here yet.'),
    ).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add the first term' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(attributeFailure('AttributeTerms', 'Attribute terms are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Attribute terms are unavailable right now'),
    ).toBeVisible();
  },
};

/** Delete after a confirmation: 'Delete success!'. */
export const DeleteTerm: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(rows.getByRole('button', { name: 'Actions for term Sleeve' }));
    await userEvent.click(rows.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this attribute term?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteSuccess)).toBeVisible());
  },
};

/** On a phone (390 px) each term is a card and its Actions menu is still in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Attribute terms' });
    const list = within(canvasElement).getByRole('table', { name: 'Attribute terms' });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(list);
    const actions = within(card!).getByRole('button', { name: /^Actions for term/ });
    await expect(actions).toBeVisible();
    await userEvent.click(actions);
    await expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
