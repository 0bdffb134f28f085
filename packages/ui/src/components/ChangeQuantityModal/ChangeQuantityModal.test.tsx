import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { ChangeQuantityModal, QUANTITY_MESSAGE } from './ChangeQuantityModal';

describe('ChangeQuantityModal (spec 2 §5: minimum 1)', () => {
  it.each(['0', '2.5', ''])('refuses %p with the message and sends nothing', async (typed) => {
    const onSubmit = jest.fn();
    renderWithTheme(
      <ChangeQuantityModal open onClose={jest.fn()} orderId={7} quantity={2} onSubmit={onSubmit} />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    if (typed) await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(QUANTITY_MESSAGE)).toBeInTheDocument();
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
