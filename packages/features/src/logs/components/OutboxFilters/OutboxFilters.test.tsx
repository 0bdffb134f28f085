import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { NO_OUTBOX_FILTERS, OutboxFilters } from './OutboxFilters';

describe('OutboxFilters', () => {
  it('applies the recipient and the search on Enter or on leaving the field, trimmed', async () => {
    const onChange = jest.fn();
    renderWithProviders(<OutboxFilters value={NO_OUTBOX_FILTERS} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient/ }), ' a@b.test {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ to: 'a@b.test', search: '' });
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), 'reset');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ to: '', search: 'reset' });
  });

  it('shows the filters in force and resets them', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <OutboxFilters value={{ to: 'a@b.test', search: 'reset' }} onChange={onChange} />,
    );
    expect(screen.getByRole('textbox', { name: /Recipient/ })).toHaveValue('a@b.test');
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('reset');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenCalledWith(NO_OUTBOX_FILTERS);
  });
});
