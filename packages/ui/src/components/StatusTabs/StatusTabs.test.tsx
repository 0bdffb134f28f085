import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { formatStatusCount } from './formatCount';
import { StatusTabs, type StatusTab } from './StatusTabs';

const tabs: StatusTab[] = [
  { key: 'all', label: 'All', count: 12_345_678 },
  { key: 'pending', label: 'Pending', count: 1234, status: 'pending' },
  { key: 'processing', label: 'Processing', count: 0 },
  { key: 'error', label: 'Error' },
];

function Controlled({ onChange }: { onChange: (key: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <StatusTabs
      tabs={tabs}
      value={value}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
    />
  );
}

describe('formatStatusCount', () => {
  it('adds thousands separators and caps above 9,999,999', () => {
    expect(formatStatusCount(0)).toBe('0');
    expect(formatStatusCount(1234)).toBe('1,234');
    expect(formatStatusCount(9_999_999)).toBe('9,999,999');
    expect(formatStatusCount(10_000_000)).toBe('9,999,999+');
  });
});

describe('StatusTabs', () => {
  it('is a named tablist with the selected tab marked and counts in the names', () => {
    renderWithTheme(
      <StatusTabs tabs={tabs} value="pending" onChange={jest.fn()} panelId="orders" />,
    );
    expect(screen.getByRole('tablist', { name: 'Status' })).toBeInTheDocument();
    const pending = screen.getByRole('tab', { name: 'Pending 1,234' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(pending).toHaveAttribute('aria-controls', 'orders');
    expect(screen.getByRole('tab', { name: 'All 9,999,999+' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tab', { name: 'Processing 0' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Error' })).toBeInTheDocument();
  });

  it('selects a tab on click', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Processing/ }));
    expect(onChange).toHaveBeenCalledWith('processing');
    expect(screen.getByRole('tab', { name: /Processing/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('is one tab stop; arrows, Home and End move focus, Enter selects', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: /All/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Error' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /All/ })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledWith('processing');
    expect(screen.getByRole('tab', { name: /Processing/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('returns the tab stop to the selected tab when focus leaves', async () => {
    renderWithTheme(
      <>
        <StatusTabs tabs={tabs} value="pending" onChange={jest.fn()} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveFocus();
  });

  it('does not report the tab already selected', async () => {
    const onChange = jest.fn();
    renderWithTheme(<StatusTabs tabs={tabs} value="all" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /All/ }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
