import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with extra and footer', () => {
    renderWithTheme(
      <Card
        title="Latest news"
        extra={<a href="#news">View all</a>}
        footer={<button type="button">Refresh</button>}
      >
        Three posts
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Latest news' });
    expect(region).toHaveTextContent('Three posts');
    expect(screen.getByRole('heading', { level: 2, name: 'Latest news' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('uses the heading level that fits the page', () => {
    renderWithTheme(
      <Card title="Payment" headingLevel={3}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Payment' })).toBeInTheDocument();
  });

  it('is a plain surface without a title', () => {
    renderWithTheme(<Card>Just content</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Just content')).toBeInTheDocument();
  });
});
