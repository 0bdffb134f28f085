import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { makeSite } from '../../mocks';
import { renderWithProviders } from '../../../test/render';
import { EditSiteForm } from './EditSiteForm';

describe('EditSiteForm', () => {
  it('sends a seller’s title and support email only', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(<EditSiteForm site={makeSite()} onSubmit={onSubmit} />);
    expect(screen.getByLabelText(/^domain$/i)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/domain name/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/title/i));
    await userEvent.type(screen.getByLabelText(/title/i), 'Sunny Shop');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Sunny Shop',
        email_support: 'help@sunny-tees.example.com',
      }),
    );
  });

  it('sends an administrator’s fields, normalised', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithProviders(<EditSiteForm site={makeSite()} showAdminFields onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^domain name/i), 'https://shop.sunny.com/');
    await userEvent.type(screen.getByLabelText(/rebrandly/i), 'https://rebrand.ly/sunny');
    await userEvent.click(screen.getByRole('checkbox', { name: /every day/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Sunny Tees',
        email_support: 'help@sunny-tees.example.com',
        domain_name: 'https://shop.sunny.com',
        rebrandly_domain: 'https://rebrand.ly/sunny',
        is_auto_fetch_order: false,
      }),
    );
  });

  it('offers the domain name for Shopify sites only', () => {
    renderWithProviders(
      <EditSiteForm
        site={makeSite({ platform: 'shopbase' })}
        showAdminFields
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.queryByLabelText(/^domain name/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/rebrandly/i)).toBeInTheDocument();
  });

  it('shows an api site’s key read-only', () => {
    renderWithProviders(
      <EditSiteForm
        site={makeSite({ platform: 'api', api_key: 'key-123' })}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByLabelText(/api key/i)).toHaveValue('key-123');
    expect(screen.getByLabelText(/api key/i)).toHaveAttribute('readonly');
  });

  it('refuses a blank title and an http address', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<EditSiteForm site={makeSite()} showAdminFields onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText(/title/i));
    await userEvent.type(screen.getByLabelText(/rebrandly/i), 'http://rebrand.ly/x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.siteTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.siteUrlInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
