import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox, type SearchBoxProps, type SearchResultGroup } from './SearchBox';
import { SearchBoxPlaceholder } from './SearchField';

const RESULTS: SearchResultGroup[] = [
  {
    label: 'Screens',
    results: [{ key: 'screen:/sites', title: 'Connect Sites', path: '/sites' }],
  },
  {
    label: 'Users',
    results: [
      {
        key: 'user:7',
        title: 'Mia Nguyen',
        subtitle: 'mia@podoffice.test',
        path: '/admin/users-manager/edit/7',
      },
    ],
  },
  {
    label: 'Sites',
    results: [
      {
        key: 'site:12',
        title: 'Mia’s Mugs',
        subtitle: 'https://mias-mugs.myshopify.com',
        path: '/sites/12/settings',
      },
    ],
  },
  {
    label: 'News',
    results: [{ key: 'news:3', title: 'Mid-season price update', path: '/news/3' }],
  },
];

/** The box as the app holds it: the text in state, results given for it. */
function Controlled(props: Omit<SearchBoxProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [text, setText] = useState(initial);
  return <SearchBox {...rest} value={text} onValueChange={setText} />;
}

const meta = {
  title: 'Layout/SearchBox',
  component: SearchBox,
  args: { value: '', onValueChange: fn(), groups: RESULTS, onSelect: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: 420, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Results by kind, the second highlighted by the arrow key. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'mi');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys move, Enter opens the highlighted result and empties the box for the next search. */
export const EnterOpensTheHighlighted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'mi');
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'user:7' }));
  },
};

export const Loading: Story = {
  args: { groups: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'mia');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const NoMatch: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing found');
  },
};

export const Failed: Story = {
  args: { groups: [], error: 'Network error: Failed to fetch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'mia');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
  },
};

/** Ctrl+K (Cmd+K on a Mac) focuses the box from anywhere on the page. */
export const Shortcut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveFocus();
  },
};

/**
 * The field alone (SearchBoxPlaceholder), as an app shows it before it loads the box and its
 * results on the first focus: same look, and Ctrl+K focuses it too.
 */
export const PlaceholderBeforeLoad: Story = {
  render: () => (
    <SearchBoxPlaceholder aria-label="Search" placeholder="Search screens, users, sites, news…" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  },
};
