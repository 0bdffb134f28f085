import { TRACKING_MESSAGES } from '@podoffice/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { SELECT_CARRIER } from '../ChangeCarrierModal';
import { TrackingFields, type TrackingFieldsProps } from './TrackingFields';

const carriers = [
  { id: 1, name: 'USPS' },
  { id: '2', name: 'UPS' },
];

function renderFields(props: Partial<TrackingFieldsProps> = {}) {
  const onChange = jest.fn();
  renderWithTheme(
    <TrackingFields
      carriers={carriers}
      value={{ carrierId: null, code: '', baseCost: null, shippingCost: null }}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange };
}

describe('TrackingFields (spec 2 §5 Tracking form, single and bulk)', () => {
  it('reports each change with the field whose message it clears', async () => {
    const { onChange } = renderFields();
    await userEvent.click(screen.getByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(screen.getByRole('option', { name: 'UPS' }));
    expect(onChange).toHaveBeenLastCalledWith({ carrierId: '2' }, 'carrier_id');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking code' }), 'A');
    expect(onChange).toHaveBeenLastCalledWith({ code: 'A' }, 'tracking_code');
    await userEvent.type(screen.getByRole('textbox', { name: 'Shipping cost' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ shippingCost: 4 }, 'shipping_cost');
  });

  it('shows a carrier the product type no longer offers as none chosen', () => {
    renderFields({ value: { carrierId: '9', code: '', baseCost: null } });
    expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent(SELECT_CARRIER);
  });

  it("draws a bulk row as a group named by the order's id, without shipping cost", () => {
    renderFields({
      layout: 'row',
      legend: 'N001042',
      value: { carrierId: null, code: '', baseCost: null },
      errors: { tracking_code: TRACKING_MESSAGES.codeRequired },
    });
    const row = within(screen.getByRole('group', { name: 'N001042' }));
    expect(row.getByRole('textbox', { name: 'Tracking code' })).toHaveAccessibleDescription(
      TRACKING_MESSAGES.codeRequired,
    );
    expect(row.getByRole('textbox', { name: 'Total cost' })).toBeInTheDocument();
    expect(row.queryByRole('textbox', { name: 'Shipping cost' })).toBeNull();
  });
});
