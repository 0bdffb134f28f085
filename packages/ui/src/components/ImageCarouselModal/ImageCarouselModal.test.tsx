import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { ImageCarouselModal } from './ImageCarouselModal';

const images = [
  { src: 'uploads/a.png', alt: 'A' },
  { src: 'https://cdn.example/b.png', alt: 'B' },
];

describe('ImageCarouselModal', () => {
  it('prefixes stored keys, keeps http addresses, and pages with the arrow keys', () => {
    renderWithTheme(
      <ImageCarouselModal open onClose={jest.fn()} images={images} imageBaseUrl="/files" />,
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/files/uploads/a.png');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute(
      'src',
      'https://cdn.example/b.png',
    );
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'A' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });
});
