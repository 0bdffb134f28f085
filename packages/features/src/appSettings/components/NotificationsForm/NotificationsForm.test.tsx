import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KEYS } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { NotificationsForm, type NotificationsValues } from './NotificationsForm';

const initialValues = Object.fromEntries(
  NOTIFICATION_KEYS.map((key) => [key, `Message ${key}`]),
) as NotificationsValues;

describe('NotificationsForm', () => {
  it('shows the seven order and tracking messages', () => {
    renderWithProviders(<NotificationsForm initialValues={initialValues} onSubmit={jest.fn()} />);
    expect(screen.getAllByRole('textbox').map((t) => t.getAttribute('name'))).toEqual([
      ...NOTIFICATION_KEYS,
    ]);
    for (const label of [
      'Order received',
      'Order start producing',
      'Order shipped',
      'Order cancelled',
      'Tracking number added',
      'Tracking updated',
      'Parcel delivered',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
  });

  it('saves the messages, an emptied one included', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<NotificationsForm initialValues={initialValues} onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText(/^Order cancelled/));
    await userEvent.type(screen.getByLabelText(/^Parcel delivered/), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...initialValues,
      order_cancelled: '',
      tracking_delivered: 'Message tracking_delivered!',
    });
  });
});
