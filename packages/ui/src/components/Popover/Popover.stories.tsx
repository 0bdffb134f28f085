import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { Select } from '../Select';
import { Popover, type PopoverProps } from './Popover';

const SUPPLIERS = [
  { value: '193', label: 'Color Ecommerce' },
  { value: '12', label: 'Hana Sato' },
];

/** The panel held by the story, as a screen holds it. */
function Held(
  props: Omit<PopoverProps, 'open' | 'onOpenChange' | 'children'> & { initiallyOpen?: boolean },
) {
  const { initiallyOpen = false, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const [supplier, setSupplier] = useState<string | null>(null);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'flex-end',
        minHeight: 260,
      }}
    >
      <Popover {...rest} open={open} onOpenChange={setOpen} count={supplier ? 1 : rest.count}>
        <FormField label="Supplier">
          <Select
            options={SUPPLIERS}
            value={supplier}
            onChange={setSupplier}
            placeholder="All suppliers"
            clearable
          />
        </FormField>
      </Popover>
    </div>
  );
}

const meta = {
  title: 'UI/Overlays/Popover',
  component: Held,
  args: { label: 'Filters', title: 'More filters' },
} satisfies Meta<typeof Held>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const WithCount: Story = { args: { count: 3 } };

/** Opening moves focus into the panel; Escape closes it and focus returns to the button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Filters/ });
    await userEvent.click(trigger);
    const panel = await canvas.findByRole('dialog', { name: 'More filters' });
    await expect(panel).toBeVisible();
    await expect(within(panel).getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
  },
};

/** On a phone (390 px), open. */
export const Phone: Story = {
  args: { initiallyOpen: true },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
