import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts for errors and warnings, speaks politely otherwise', () => {
    renderWithTheme(
      <>
        <Alert variant="error" title="Could not save">
          Something wrong!
        </Alert>
        <Alert variant="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not saveSomething wrong!');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('is dismissed by its button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Alert variant="info" onDismiss={onDismiss}>
        New version
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button unless asked, and shows an action', () => {
    renderWithTheme(
      <Alert variant="warning" action={<a href="#deposit">Make a Deposit</a>}>
        Low balance
      </Alert>,
    );
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a Deposit' })).toBeInTheDocument();
  });
});
