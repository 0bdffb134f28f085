import { render, screen } from '@testing-library/react';
import styled, { ThemeProvider } from 'styled-components';
import { Button } from '../components/Button';
import { PodThemeProvider } from './PodThemeProvider';
import { createPodTheme, theme } from './theme';

// A host's own component, reading the host's own theme (which the host types itself).
const HostText = styled.span`
  color: ${({ theme: hostTheme }) => (hostTheme as { ink?: string }).ink};
`;

describe('PodThemeProvider', () => {
  it("draws the widgets with a host's colours merged over the defaults", () => {
    render(
      <PodThemeProvider theme={{ colors: { primary: 'rgb(107, 33, 168)' } }}>
        <Button variant="primary">Save</Button>
      </PodThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveStyle({ backgroundColor: 'rgb(107, 33, 168)' });
    expect(button).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  });

  it("leaves the host's own styled-components theme to the host's components inside", () => {
    render(
      <ThemeProvider theme={{ ink: 'rgb(120, 20, 60)' }}>
        <PodThemeProvider>
          <HostText>Host</HostText>
          <Button variant="primary">Save</Button>
        </PodThemeProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('Host')).toHaveStyle({ color: 'rgb(120, 20, 60)' });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle({
      backgroundColor: 'rgb(31, 94, 255)',
    });
  });

  it('draws with the default theme without any provider', () => {
    render(<Button variant="primary">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveStyle({
      backgroundColor: 'rgb(31, 94, 255)',
    });
  });
});

describe('createPodTheme', () => {
  it('merges each group over the defaults and keeps the rest', () => {
    const custom = createPodTheme({
      colors: { primary: '#6b21a8' },
      statusColors: { Pending: { fg: '#000000', bg: '#ffffff' } },
    });
    expect(custom.colors.primary).toBe('#6b21a8');
    expect(custom.colors.danger).toBe(theme.colors.danger);
    expect(custom.statusColors.Pending).toEqual({ fg: '#000000', bg: '#ffffff' });
    expect(custom.statusColors.Approved).toEqual(theme.statusColors.Approved);
    expect(custom.space).toEqual(theme.space);
    expect(theme.colors.primary).toBe('#1f5eff');
  });
});
