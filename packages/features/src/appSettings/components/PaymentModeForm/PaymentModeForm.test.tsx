import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { PaymentModeForm } from './PaymentModeForm';

describe('PaymentModeForm', () => {
  it('shows the saved mode and saves the one chosen', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<PaymentModeForm initialValue="sandbox" onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Production/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('production');
  });
});
