import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { TrackingSettingsForm } from './TrackingSettingsForm';

describe('TrackingSettingsForm', () => {
  it('saves the delay in hours by default, or days, with the API key', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <TrackingSettingsForm
        initialValues={{ numberTime: undefined, unit: 'hour', apiKey: '' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Hours' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(/^Time between checks/), '3');
    await userEvent.type(screen.getByLabelText(/^API key/), ' tm-key ');
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ numberTime: 3, unit: 'hour', apiKey: 'tm-key' });
    await userEvent.click(screen.getByRole('radio', { name: 'Days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ numberTime: 3, unit: 'day', apiKey: 'tm-key' });
  });

  it("asks for the time and the API key with the spec's words", async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <TrackingSettingsForm
        initialValues={{ numberTime: undefined, unit: 'hour', apiKey: '' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByText(MESSAGES.trackingTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.trackingApiKeyRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a negative time', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <TrackingSettingsForm
        initialValues={{ numberTime: -2, unit: 'day', apiKey: 'k' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save tracking settings' }));
    expect(await screen.findByText(MESSAGES.trackingTimeRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
