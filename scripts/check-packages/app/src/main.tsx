// A host app as another team writes it: its own router, its own styled-components theme and
// TanStack Table with their own type declarations, and nothing of POD Office's but the provider
// around a connected widget: BalanceScreen on its own page, and OrdersScreen in a route of the
// host's (/tools/pod/*) with the host's own query keys, a custom theme and, for a Seller, the site
// the host picked. The token, the endpoint and the site come from the address, as a host's own
// sign-in would hand them over.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
// The named export: styled-components has no "exports", so nodenext reads its CommonJS types.
import { styled, ThemeProvider } from 'styled-components';
import { PodOfficeProvider } from '@podoffice/features';
import { BalanceScreen } from '@podoffice/features/balance/screens/BalanceScreen';
import { OrdersScreen } from '@podoffice/features/orders/screens/OrdersScreen';
import { createPodTheme } from '@podoffice/ui';
import { HostInvoices } from './HostTable.js';
import { hostTheme } from './hostTheme.js';

// The host's own styled component, typed by the host's DefaultTheme.
const HostNote = styled.p`
  color: ${({ theme }) => theme.brand.ink};
  margin: ${({ theme }) => theme.gap} 0;
`;

const params = new URLSearchParams(window.location.search);
const token = params.get('token');
const endpoint = params.get('api') ?? '/query';
// The host's brand colour for POD Office's widgets (the tabs, links and primary buttons).
const podTheme = createPodTheme({ colors: { primary: '#7a1f5c', primaryHover: '#5e1747' } });
const container = document.getElementById('root');
if (!container) throw new Error('no #root');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={hostTheme}>
      <BrowserRouter>
        <Routes>
          <Route
            path="/tools/pod/*"
            element={
              <PodOfficeProvider
                endpoint={endpoint}
                getToken={() => token}
                storage={{ keyPrefix: 'host.podoffice' }}
                theme={podTheme}
                basePath="/tools/pod"
                siteId={params.get('site') ?? undefined}
              >
                <OrdersScreen />
              </PodOfficeProvider>
            }
          />
          <Route
            path="*"
            element={
              <>
                <HostInvoices />
                <PodOfficeProvider
                  endpoint={endpoint}
                  getToken={() => token}
                  storage={{ keyPrefix: 'host.podoffice' }}
                  onSessionExpired={() => document.body.setAttribute('data-session-expired', 'yes')}
                >
                  {/* Inside POD Office's subtree the host's own components keep the host's theme. */}
                  <HostNote data-host-note="">Balances are settled monthly.</HostNote>
                  <BalanceScreen />
                </PodOfficeProvider>
              </>
            }
          />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
