import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextInput } from '../TextInput';
import { OrderableList, moveItem, type OrderableListProps } from './OrderableList';

interface Area {
  key: string;
  title: string;
}

const AREAS: Area[] = [
  { key: 'a', title: 'Front' },
  { key: 'b', title: 'Back' },
  { key: 'c', title: 'Sleeve' },
];

type Args = Pick<
  OrderableListProps<Area>,
  'label' | 'items' | 'disabled' | 'emptyText' | 'addLabel'
>;

/** Print areas of a product type: each row a title field, in the order the user puts them. */
function PrintAreas({ items, ...args }: Args) {
  const [areas, setAreas] = useState(items);
  return (
    <OrderableList
      {...args}
      items={areas}
      getKey={(area) => area.key}
      itemName={(area, index) => area.title || `print area ${index + 1}`}
      renderItem={(area, index) => (
        <TextInput
          aria-label={`Title of print area ${index + 1}`}
          value={area.title}
          onChange={(event) =>
            setAreas((rows) =>
              rows.map((row, i) => (i === index ? { ...row, title: event.target.value } : row)),
            )
          }
        />
      )}
      onReorder={(from, to) => setAreas((rows) => moveItem(rows, from, to))}
      onRemove={(index) => setAreas((rows) => rows.filter((_, i) => i !== index))}
      onAdd={() => setAreas((rows) => [...rows, { key: String(Date.now()), title: '' }])}
    />
  );
}

const meta = {
  title: 'UI/Form/OrderableList',
  component: PrintAreas,
  args: {
    label: 'Print areas',
    items: AREAS,
    addLabel: 'Add print area',
    emptyText: 'No print areas yet.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrintAreas>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Disabled: Story = { args: { disabled: true } };

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

/** Space picks the row up, ArrowDown moves it, Space drops it: Front goes below Back. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Reorder Front' }).focus();
    // dnd-kit announces each step in its live region; the next key waits for it, as a person would.
    const live = () => canvasElement.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live()).toBe('Front is over place 1.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(live()).toBe('Front is over place 2.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Back', 'Front', 'Sleeve']));
  },
};
