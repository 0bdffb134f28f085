import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'email', label: 'Email notification', content: 'Email settings' },
  { value: 'fulfill', label: 'Fulfill role', content: 'Fulfill settings' },
  { value: 'locked', label: 'Locked', content: 'Never', disabled: true },
  { value: 'api', label: 'Generate Api key', content: 'API key' },
];

describe('Tabs', () => {
  it('shows the first tab and switches on click', async () => {
    renderWithTheme(<Tabs aria-label="Site settings" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Site settings' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Email notification' })).toHaveTextContent(
      'Email settings',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Fulfill role' }));
    expect(screen.getByRole('tab', { name: 'Fulfill role' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fulfill settings');
  });

  it('moves with arrow keys, skipping disabled tabs and wrapping', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs aria-label="Site settings" items={items} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Email notification' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Generate Api key' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('API key');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email notification' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('api');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('email');
  });

  it('keeps one tab stop, on the selected tab', async () => {
    renderWithTheme(
      <>
        <Tabs aria-label="Settings" items={items} defaultValue="fulfill" />
        <button type="button">After</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Fulfill role' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode waits for Enter before selecting', async () => {
    renderWithTheme(<Tabs aria-label="Settings" items={items} activation="manual" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fulfill role' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Email settings');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fulfill settings');
  });

  it('is driven by the parent when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('api');
      return <Tabs aria-label="Settings" items={items} value={value} onChange={setValue} />;
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('API key');
    await userEvent.click(screen.getByRole('tab', { name: 'Email notification' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Email settings');
  });
});
