import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { LogFilters, NO_LOG_FILTERS } from './LogFilters';

const props = {
  types: ['mail', 'tracking'],
  searchHelp: 'Type or message',
  'aria-label': 'System log filters',
};

describe('LogFilters', () => {
  it('offers All types and each type', async () => {
    const onChange = jest.fn();
    renderWithProviders(<LogFilters {...props} value={NO_LOG_FILTERS} onChange={onChange} />);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(type).toHaveTextContent('All types');
    await userEvent.click(type);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All types',
      'mail',
      'tracking',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'tracking' }));
    expect(onChange).toHaveBeenCalledWith({ ...NO_LOG_FILTERS, type: 'tracking' });
  });

  it('keeps a type from the address the log no longer holds', () => {
    renderWithProviders(
      <LogFilters {...props} value={{ ...NO_LOG_FILTERS, type: 'storage' }} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('storage');
  });

  it('applies the search on Enter and resets everything', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <LogFilters {...props} value={{ ...NO_LOG_FILTERS, type: 'mail' }} onChange={onChange} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: /Search/ }), ' refused {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_LOG_FILTERS,
      type: 'mail',
      search: 'refused',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_LOG_FILTERS);
  });
});
