import { TRACKING_MESSAGES } from '@podoffice/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TrackingFormModal, type TrackingFormModalProps } from './TrackingFormModal';

const carriers = [
  { id: 1, name: 'USPS' },
  { id: '2', name: 'UPS' },
];

function renderModal(props: Partial<TrackingFormModalProps> = {}) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  const view = renderWithTheme(
    <TrackingFormModal
      open
      onClose={onClose}
      orderId={7}
      mode="add"
      carriers={carriers}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...view, onSubmit, onClose };
}

async function pickCarrier(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Carrier/ }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('TrackingFormModal (spec 2 §5 Tracking form)', () => {
  it("refuses an empty form with §5's three messages, each under its field", async () => {
    const { onSubmit } = renderModal();
    expect(screen.getByRole('heading', { name: 'Add tracking code N000007' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveAccessibleDescription(
      TRACKING_MESSAGES.carrierRequired,
    );
    expect(screen.getByRole('textbox', { name: 'Tracking code' })).toHaveAccessibleDescription(
      TRACKING_MESSAGES.codeRequired,
    );
    expect(screen.getByRole('textbox', { name: 'Total cost' })).toHaveAccessibleDescription(
      TRACKING_MESSAGES.totalCostRequired,
    );
    expect(
      screen.getByRole('textbox', { name: 'Shipping cost' }),
    ).not.toHaveAccessibleDescription();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an empty or negative cost as -1 and the code without spaces, on Enter too', async () => {
    const { onSubmit } = renderModal();
    await pickCarrier('UPS');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking code' }), ' 1Z 999 AA1 ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Total cost' }), '-5{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      { carrier_id: '2', tracking_code: '1Z999AA1', base_cost: -1, shipping_cost: -1 },
      { resubmit: false },
    );
  });

  it('keeps what was typed when the server refuses it', async () => {
    const { onSubmit, rerender } = renderModal();
    await pickCarrier('USPS');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking code' }), 'LX123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Total cost' }), '8.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      { carrier_id: '1', tracking_code: 'LX123', base_cost: 8.5, shipping_cost: -1 },
      { resubmit: false },
    );
    rerender(
      <TrackingFormModal
        open
        onClose={jest.fn()}
        orderId={7}
        mode="add"
        carriers={carriers}
        onSubmit={onSubmit}
        submitError={TRACKING_MESSAGES.saveError('Order not found')}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Save tracking error: Order not found');
    expect(screen.getByRole('textbox', { name: 'Tracking code' })).toHaveValue('LX123');
    expect(screen.getByRole('textbox', { name: 'Total cost' })).toHaveValue('$8.50');
    expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('USPS');
  });

  it('offers Save & Re-Submit only when editing, and says which button sent the form', async () => {
    const { onSubmit } = renderModal({
      mode: 'edit',
      initialValues: { carrier_id: 2, tracking_code: 'LX123', base_cost: 10, shipping_cost: 3 },
    });
    expect(screen.getByRole('heading', { name: 'Edit tracking code N000007' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Re-Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { carrier_id: '2', tracking_code: 'LX123', base_cost: 10, shipping_cost: 3 },
      { resubmit: true },
    );
  });

  it('hides Save & Re-Submit when adding', () => {
    renderModal();
    expect(screen.queryByRole('button', { name: 'Save & Re-Submit' })).toBeNull();
  });

  it('disables both buttons while one of them is busy', () => {
    renderModal({ mode: 'edit', submitting: 'save' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save & Re-Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save & Re-Submit' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('warns of a removed carrier and leaves Carrier empty to pick again', async () => {
    const { onSubmit } = renderModal({
      mode: 'edit',
      initialValues: { carrier_id: 9, tracking_code: 'LX123', base_cost: 10 },
      removedCarrierName: 'Canada Post',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Carrier Canada Post has been removed, Please select carrier again!',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(TRACKING_MESSAGES.carrierRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await pickCarrier('USPS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { carrier_id: '1', tracking_code: 'LX123', base_cost: 10, shipping_cost: -1 },
      { resubmit: false },
    );
  });

  it('starts afresh for another order', async () => {
    const { rerender } = renderModal();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tracking code' }), 'LX123');
    rerender(
      <TrackingFormModal
        open
        onClose={jest.fn()}
        orderId={8}
        mode="add"
        carriers={carriers}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Tracking code' })).toHaveValue('');
  });

  it('closes on Escape and Cancel', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('textbox', { name: 'Tracking code' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
