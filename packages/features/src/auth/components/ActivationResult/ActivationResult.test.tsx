import { screen } from '@testing-library/react';
import { MESSAGES } from '@podoffice/domain';
import { renderWithProviders } from '../../../test/render';
import { ActivationResult } from './ActivationResult';

describe('ActivationResult', () => {
  it('announces the verification in progress', () => {
    renderWithProviders(<ActivationResult state="verifying" />);
    expect(screen.getByRole('status', { name: 'Verifying your account' })).toBeInTheDocument();
  });

  it("reads 'Verify successfilly!' on success", () => {
    renderWithProviders(<ActivationResult state="success" />);
    expect(screen.getByText(MESSAGES.verifySuccess)).toBeInTheDocument();
  });

  it("shows the server's message as an alert on failure", () => {
    renderWithProviders(
      <ActivationResult state="failure" message="The link is invalid or has expired" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The link is invalid or has expired');
  });
});
