import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ApiKeyPanel } from './ApiKeyPanel';

describe('ApiKeyPanel', () => {
  it("shows the owner the site's key, read-only", () => {
    renderWithProviders(
      <ApiKeyPanel siteTitle="Direct API" apiKey="sk_123" owned onGenerate={jest.fn()} />,
    );
    const key = screen.getByRole('textbox', { name: 'API key of Direct API' });
    expect(key).toHaveValue('sk_123');
    expect(key).toHaveAttribute('readonly');
  });

  it('generates a first key without asking', async () => {
    const onGenerate = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <ApiKeyPanel siteTitle="CSV" apiKey={null} owned onGenerate={onGenerate} />,
    );
    expect(screen.getByText('This site has no API key yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Api key' }));
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('asks before replacing a key, and does nothing on Cancel', async () => {
    const onGenerate = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <ApiKeyPanel siteTitle="Direct API" apiKey="sk_123" owned onGenerate={onGenerate} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate a new key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate a new API key?' });
    expect(
      within(dialog).getByText('The current key of Direct API stops working at once.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onGenerate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Generate a new key' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate' }),
    );
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('lets someone who is not the owner read the key but not renew it', () => {
    renderWithProviders(
      <ApiKeyPanel siteTitle="Direct API" apiKey="sk_123" owned={false} onGenerate={jest.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'API key of Direct API' })).toHaveValue('sk_123');
    expect(screen.getByText(/Only the site's owner can generate a new one/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells someone who is not the owner that the site has no key yet', () => {
    renderWithProviders(
      <ApiKeyPanel siteTitle="CSV" apiKey={null} owned={false} onGenerate={jest.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'API key of CSV' })).toHaveValue('');
    expect(screen.getByText('This site has no API key yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
