import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces what is loading', () => {
    renderWithTheme(<Spinner label="Loading orders" />);
    expect(screen.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  });

  it('says Loading when no label is given', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is hidden from screen readers with an empty label', () => {
    const { container } = renderWithTheme(<Spinner label="" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
