import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ExportFilesFilters, NO_EXPORT_FILE_FILTERS } from './ExportFilesFilters';

describe('ExportFilesFilters', () => {
  it('applies the search on Enter and on leaving the field, trimmed', async () => {
    const onChange = jest.fn();
    renderWithProviders(<ExportFilesFilters value={NO_EXPORT_FILE_FILTERS} onChange={onChange} />);
    const search = screen.getByRole('searchbox', { name: /Search/ });
    await userEvent.type(search, ' orders_2024 ');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null, search: 'orders_2024' });
    await userEvent.clear(search);
    await userEvent.type(search, '5012');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ from: null, to: null, search: '5012' });
  });

  it('resets every filter', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <ExportFilesFilters
        value={{ from: '2024-06-01', to: '2024-06-30', search: 'x' }}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onChange).toHaveBeenCalledWith(NO_EXPORT_FILE_FILTERS);
  });

  it('follows a search changed from outside', () => {
    const { rerender } = renderWithProviders(
      <ExportFilesFilters
        value={{ ...NO_EXPORT_FILE_FILTERS, search: 'a' }}
        onChange={jest.fn()}
      />,
    );
    rerender(<ExportFilesFilters value={NO_EXPORT_FILE_FILTERS} onChange={jest.fn()} />);
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('');
  });
});
