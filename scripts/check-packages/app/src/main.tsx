// A host app as another team writes it: its own router, its own styled-components theme and
// TanStack Table with their own type declarations, and nothing of POD Office's but the provider
// around one connected widget. The token and the endpoint come from the address, as a host's own
// sign-in would hand them over.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// The named export: styled-components has no "exports", so nodenext reads its CommonJS types.
import { styled, ThemeProvider } from 'styled-components';
import { PodOfficeProvider } from '@podoffice/features';
import { BalanceScreen } from '@podoffice/features/balance/screens/BalanceScreen';
import { HostInvoices } from './HostTable.js';
import { hostTheme } from './hostTheme.js';

// The host's own styled component, typed by the host's DefaultTheme.
const HostNote = styled.p`
  color: ${({ theme }) => theme.brand.ink};
  margin: ${({ theme }) => theme.gap} 0;
`;

const params = new URLSearchParams(window.location.search);
const token = params.get('token');
const container = document.getElementById('root');
if (!container) throw new Error('no #root');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={hostTheme}>
      <BrowserRouter>
        <HostInvoices />
        <PodOfficeProvider
          endpoint={params.get('api') ?? '/query'}
          getToken={() => token}
          storage={{ keyPrefix: 'host.podoffice' }}
          onSessionExpired={() => document.body.setAttribute('data-session-expired', 'yes')}
        >
          {/* Inside POD Office's subtree the host's own components keep the host's theme. */}
          <HostNote data-host-note="">Balances are settled monthly.</HostNote>
          <BalanceScreen />
        </PodOfficeProvider>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
