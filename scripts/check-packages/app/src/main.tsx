// A host app as another team writes it: its own router and nothing of POD Office's but the
// provider around one connected widget. The token and the endpoint come from the address, as a
// host's own sign-in would hand them over.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PodOfficeProvider } from '@podoffice/features';
import { BalanceScreen } from '@podoffice/features/balance/screens/BalanceScreen';

const params = new URLSearchParams(window.location.search);
const token = params.get('token');
const container = document.getElementById('root');
if (!container) throw new Error('no #root');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <PodOfficeProvider
        endpoint={params.get('api') ?? '/query'}
        getToken={() => token}
        storage={{ keyPrefix: 'host.podoffice' }}
        onSessionExpired={() => document.body.setAttribute('data-session-expired', 'yes')}
      >
        <BalanceScreen />
      </PodOfficeProvider>
    </BrowserRouter>
  </StrictMode>,
);
