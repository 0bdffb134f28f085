import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import {
  attributeFailure,
  attributeHandlers,
  attributeLoading,
  emptyAttributeHandlers,
  makeAttributeCatalogue,
} from '../mocks';
import { AttributesScreen } from './AttributesScreen';
import {
  expectCardRows,
  expectFitsPhone,
  expectLabelLines,
  phoneStory,
} from '../../test/phoneStory';

const meta = {
  title: 'Features/Attributes/AttributesScreen',
  component: AttributesScreen,
  globals: { role: 'Administrator' },
  parameters: { router: { route: '/admin/attributes', path: '/admin/attributes' } },
  beforeEach: ({ msw }) => msw.use(...attributeHandlers()),
} satisfies Meta<typeof AttributesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const attributes = await canvas.findByRole('table', { name: 'Attributes' });
  await waitFor(() => expect(within(attributes).getAllByRole('row').length).toBeGreaterThan(1));
  return { canvas, rows: within(attributes) };
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const { rows } = await table(canvasElement);
    await expect(rows.getByRole('link', { name: 'Edit attribute size' })).toBeVisible();
  },
};

/** More than a page: the pagination, on page 2 from the address. */
export const SecondPage: Story = {
  parameters: { router: { route: '/admin/attributes?page=2', path: '/admin/attributes' } },
  beforeEach: ({ msw }) => msw.use(...attributeHandlers(makeAttributeCatalogue(20))),
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(canvas.getByRole('button', { name: /page 2/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(attributeLoading('Attributes')),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Attributes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...emptyAttributeHandlers()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No attributes yet.')).toBeVisible();
    // The empty state offers the next step.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add your first attribute' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(attributeFailure('Attributes', 'Attributes are unavailable right now')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Attributes are unavailable right now'),
    ).toBeVisible();
  },
};

/** Delete with nothing selected: 'You have not selected attribute to delete!'. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected' }));
    await expect(await screen.findByText(MESSAGES.noAttributeSelected)).toBeVisible();
  },
};

/** Select, confirm: 'Delete attribute is successful!'. */
export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select attribute finish' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select attribute style' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 attributes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.deleteAttributeSuccess)).toBeVisible());
  },
};

/** On a phone (390 px) each attribute is a card of label: value lines, its Edit link in reach. */
export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expectFitsPhone(canvasElement);
    const [card] = await expectCardRows(
      within(canvasElement).getByRole('table', { name: 'Attributes' }),
    );
    await expectLabelLines(card!, ['Name', 'Terms']);
    await expect(within(card!).getByRole('link', { name: /^Edit attribute / })).toBeVisible();
  },
};
