import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { FulfillRoleForm } from './FulfillRoleForm';

describe('FulfillRoleForm', () => {
  it('says paid orders wait 24 hours until the Fulfill role is switched on', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<FulfillRoleForm initialValue={false} onSubmit={onSubmit} />);
    const role = screen.getByRole('switch', { name: 'Fulfill role' });
    expect(role).not.toBeChecked();
    expect(screen.getByText('Paid orders wait 24 hours before production.')).toBeInTheDocument();
    await userEvent.click(role);
    expect(screen.getByText('Paid orders go to production at once.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(true);
  });

  it('switches the role off again', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<FulfillRoleForm initialValue onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Fulfill role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(false);
  });

  it('keeps the unsaved choice when saving fails', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error('nope'));
    renderWithProviders(<FulfillRoleForm initialValue={false} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Fulfill role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('switch', { name: 'Fulfill role' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
