import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { SellerMessageForm } from './SellerMessageForm';

describe('SellerMessageForm', () => {
  it('saves the edited message', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<SellerMessageForm initialValue="Old news" onSubmit={onSubmit} />);
    const field = screen.getByLabelText(/^Seller message/);
    expect(field).toHaveValue('Old news');
    await userEvent.clear(field);
    await userEvent.type(field, 'Closed on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Closed on Monday');
  });

  it('may be emptied to show no message', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<SellerMessageForm initialValue="Old news" onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText(/^Seller message/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('');
  });
});
