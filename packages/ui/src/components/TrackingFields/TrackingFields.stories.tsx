import { TRACKING_MESSAGES } from '@podoffice/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SELECT_CARRIER } from '../ChangeCarrierModal';
import {
  TrackingFields,
  type TrackingFieldsProps,
  type TrackingFieldsValue,
} from './TrackingFields';

const CARRIERS = [
  { id: 1, name: 'USPS' },
  { id: 2, name: 'UPS' },
  { id: 3, name: 'DHL eCommerce' },
];

const EMPTY: TrackingFieldsValue = {
  carrierId: null,
  code: '',
  baseCost: null,
  shippingCost: null,
};

const meta = {
  title: 'UI/Orders/TrackingFields',
  component: TrackingFields,
  args: { carriers: CARRIERS, value: EMPTY, onChange: fn() },
  argTypes: {
    carriers: { control: false },
    value: { control: false },
    layout: { control: 'inline-radio', options: ['form', 'row'] },
    error: { control: 'text' },
  },
  // The single form's fields join the column of the form around them (TrackingFormModal's).
  decorators: [
    (Story) => (
      <form style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 520 }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof TrackingFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps the values as a caller does, and reports each change. */
function Controlled(args: TrackingFieldsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TrackingFields
      {...args}
      value={value}
      onChange={(next, field) => {
        setValue((current) => ({ ...current, ...next }));
        args.onChange(next, field);
      }}
    />
  );
}

/** The single order's form: carrier, tracking code, then total and shipping cost side by side. */
export const Form: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent(
      SELECT_CARRIER,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tracking code' }), '1Z99');
    await expect(args.onChange).toHaveBeenLastCalledWith({ code: '1Z99' }, 'tracking_code');
    await expect(canvas.getByRole('textbox', { name: 'Shipping cost' })).toBeVisible();
  },
};

/** A bulk add's rows: one group per order, named by its id, on one line; no shipping cost. */
export const Rows: Story = {
  args: { layout: 'row' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 8, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <Controlled {...args} legend="N001041" value={{ ...EMPTY, carrierId: '2' }} />
      <Controlled
        {...args}
        legend="N001042"
        value={{ ...EMPTY, code: '9400 1000 0000' }}
        errors={{
          carrier_id: TRACKING_MESSAGES.carrierRequired,
          base_cost: TRACKING_MESSAGES.totalCostRequired,
        }}
      />
      <Controlled {...args} legend="N001043" carriers={[]} loading />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('group', { name: 'N001041' }));
    await expect(first.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('UPS');
    await expect(first.queryByRole('textbox', { name: 'Shipping cost' })).toBeNull();
    const second = within(canvas.getByRole('group', { name: 'N001042' }));
    await expect(second.getByRole('combobox', { name: /Carrier/ })).toHaveAccessibleDescription(
      TRACKING_MESSAGES.carrierRequired,
    );
    const third = within(canvas.getByRole('group', { name: 'N001043' }));
    await expect(third.getByRole('status', { name: 'Loading carriers' })).toBeVisible();
  },
};

/** The carriers could not be loaded: the message and Retry in place of Carrier. */
export const CarriersError: Story = {
  args: { carriers: [], error: 'Could not load carriers', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
