import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { ChangeQuantityModal, QUANTITY_MESSAGES } from './ChangeQuantityModal';

describe('ChangeQuantityModal (spec 2 §5: minimum 1)', () => {
  it.each([
    ['0', QUANTITY_MESSAGES.min],
    ['2.5', QUANTITY_MESSAGES.integer],
    ['', QUANTITY_MESSAGES.min],
  ])('refuses %p with %p and sends nothing', async (typed, message) => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <ChangeQuantityModal open onClose={jest.fn()} orderId={7} quantity={2} onSubmit={onSubmit} />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    if (typed) await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a whole quantity of at least 1', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <ChangeQuantityModal open onClose={jest.fn()} orderId={7} quantity={2} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('heading', { name: 'Change quantity N000007' })).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(1);
  });
});
