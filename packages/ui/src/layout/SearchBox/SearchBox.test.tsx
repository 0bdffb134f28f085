import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { SearchBox, type SearchBoxProps, type SearchResultGroup } from './SearchBox';

const GROUPS: SearchResultGroup[] = [
  { label: 'Screens', results: [{ key: 'screen:/sites', title: 'Connect Sites', path: '/sites' }] },
  {
    label: 'Users',
    results: [
      {
        key: 'user:7',
        title: 'Mia Nguyen',
        subtitle: 'mia@podoffice.test',
        path: '/admin/users-manager/edit/7',
      },
    ],
  },
  { label: 'Sites', results: [] },
];

function Controlled(props: Partial<SearchBoxProps> & { onSelect: SearchBoxProps['onSelect'] }) {
  const [text, setText] = useState('');
  return <SearchBox value={text} onValueChange={setText} groups={GROUPS} {...props} />;
}

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchBox', () => {
  it('lists the results of each kind under its heading, empty kinds left out', async () => {
    renderWithTheme(<Controlled onSelect={jest.fn()} />);
    await userEvent.type(box(), 'mi');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Connect Sites',
      'Mia Nguyenmia@podoffice.test',
    ]);
    expect(screen.getByText('Screens')).toBeInTheDocument();
    expect(screen.getByText('Users')).toBeInTheDocument();
    expect(screen.queryByText('Sites')).not.toBeInTheDocument();
  });

  it('stays closed under two characters', async () => {
    renderWithTheme(<Controlled onSelect={jest.fn()} />);
    await userEvent.type(box(), 'm');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('goes to a result with the arrow keys and Enter, and empties the box', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Controlled onSelect={onSelect} />);
    await userEvent.type(box(), 'mia');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: 'user:7' }));
    expect(box()).toHaveValue('');
  });

  it('goes to a clicked result', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Controlled onSelect={onSelect} />);
    await userEvent.type(box(), 'conn');
    await userEvent.click(screen.getByRole('option', { name: 'Connect Sites' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ path: '/sites' }));
  });

  it('says when nothing matched, while searching, and what went wrong', async () => {
    const { rerender } = renderWithTheme(
      <SearchBox value="zzz" onValueChange={jest.fn()} groups={[]} onSelect={jest.fn()} />,
    );
    await userEvent.click(box());
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
    rerender(
      <SearchBox value="zzz" onValueChange={jest.fn()} groups={[]} onSelect={jest.fn()} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    rerender(
      <SearchBox
        value="zzz"
        onValueChange={jest.fn()}
        groups={[]}
        onSelect={jest.fn()}
        error="Network error: Failed to fetch"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
  });

  it('is focused from anywhere with Ctrl+K or Cmd+K', async () => {
    renderWithTheme(
      <>
        <button type="button">Elsewhere</button>
        <Controlled onSelect={jest.fn()} />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(box()).toHaveFocus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(box()).toHaveFocus();
  });
});
