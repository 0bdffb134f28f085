import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('tells assistive technology that content is loading', () => {
    renderWithTheme(<Skeleton label="Loading orders" />);
    const status = screen.getByRole('status', { name: 'Loading orders' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('draws the asked number of lines, the last one shorter', () => {
    renderWithTheme(<Skeleton lines={4} />);
    const bones = Array.from(screen.getByRole('status').children);
    expect(bones).toHaveLength(4);
    expect(bones[3]).toHaveStyle({ width: '60%' });
    expect(bones[0]).toHaveStyle({ width: '100%' });
  });

  it('draws a block or a circle of the given size', () => {
    renderWithTheme(
      <>
        <Skeleton variant="block" height={120} label="Loading chart" />
        <Skeleton variant="circle" width={32} label="Loading avatar" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading chart' }).firstElementChild).toHaveStyle({
      height: '120px',
    });
    expect(screen.getByRole('status', { name: 'Loading avatar' }).firstElementChild).toHaveStyle({
      width: '32px',
      height: '32px',
      borderRadius: '50%',
    });
  });
});
