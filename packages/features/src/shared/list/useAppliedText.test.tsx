import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppliedText } from './useAppliedText';

function SearchField({ applied, apply }: { applied: string; apply: (text: string) => void }) {
  return <input aria-label="Search" {...useAppliedText(applied, apply)} />;
}

describe('useAppliedText', () => {
  it('applies the trimmed text with Enter or on leaving the field, only when it changed', async () => {
    const apply = jest.fn();
    render(<SearchField applied="" apply={apply} />);
    const field = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(field, ' tee ');
    expect(apply).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(apply).toHaveBeenLastCalledWith('tee');
    await userEvent.tab();
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('does not apply the text in force again', async () => {
    const apply = jest.fn();
    render(<SearchField applied="tee" apply={apply} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), ' {Enter}');
    expect(apply).not.toHaveBeenCalled();
  });

  it('follows the applied text when it changes from outside (a reset, Back)', async () => {
    const { rerender } = render(<SearchField applied="tee" apply={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 's');
    rerender(<SearchField applied="" apply={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
