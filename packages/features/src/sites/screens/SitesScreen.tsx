import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  canEditSiteAdminFields,
  canFetchProductVariants,
  canImportOrders,
  canMapProducts,
  canManageSites,
  hasRole,
} from '@podoffice/domain';
import { Button, Drawer, Skeleton } from '@podoffice/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import type { SiteListItemFragment } from '../api';
import { SitesFilters } from '../components/SitesFilters';
import { SitesTable } from '../components/SitesTable';
import { assignLocation, useSiteActions } from './useSiteActions';
import { useSitesList } from './useSitesList';
import { Page } from './SitesScreen.styles';

const AddSitePanel = lazy(() =>
  import('./SitePanels').then((module) => ({ default: module.AddSitePanel })),
);
const EditSitePanel = lazy(() =>
  import('./SitePanels').then((module) => ({ default: module.EditSitePanel })),
);

/** What the browser reads back from /auth_callback: the connected site, or why it failed. */
export const AUTH_RETURN_PARAMS = { connected: 'connected', error: 'auth_error' } as const;

/** Said when the browser comes back from a platform that approved the app. */
export const SITE_CONNECTED_MESSAGE = 'The site is connected to its platform';

export interface SitesScreenProps {
  /** Sends the browser to a platform's authorisation page; a full page load unless given. */
  redirect?: (url: string) => void;
}

/**
 * Sites (/sites): Connected (default) or Pending, the seller filter for everyone but sellers, 20
 * sites a page, the Add Site and Edit Site drawers and each row's actions. Supporters get no New
 * Site, edit, delete or fetch of product variants. Filters and page live in the address.
 */
export function SitesScreen({ redirect = assignLocation }: SitesScreenProps) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SiteListItemFragment | null>(null);

  const bySeller = !!user && !hasRole(user, 'Seller');
  const canManage = canManageSites(user);
  const list = useSitesList(bySeller);
  const actions = useSiteActions(redirect);

  // Back from a platform's authorisation: say how it went once, then drop the note from the address.
  // Once per return, not per run of the effect: StrictMode runs it twice in development before the
  // address has changed, which said it twice.
  const connected = params.get(AUTH_RETURN_PARAMS.connected);
  const authError = params.get(AUTH_RETURN_PARAMS.error);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!connected && !authError) {
      announced.current = null;
      return;
    }
    const key = `${connected}:${authError}`;
    if (announced.current === key) return;
    announced.current = key;
    dispatch(
      authError
        ? notify({ type: 'error', message: authError })
        : notify({ type: 'success', message: SITE_CONNECTED_MESSAGE }),
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(AUTH_RETURN_PARAMS.connected);
        next.delete(AUTH_RETURN_PARAMS.error);
        return next;
      },
      { replace: true },
    );
  }, [connected, authError, dispatch, setParams]);

  return (
    <Page>
      <SitesFilters
        value={list.filters}
        onChange={list.setFilters}
        showSellerFilter={bySeller}
        sellers={list.sellerOptions}
        sellersLoading={list.sellersLoading}
        actions={
          canManage && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              New Site
            </Button>
          )
        }
      />
      <SitesTable
        sites={list.rows}
        {...list.table}
        emptyMessage={
          list.filters.connection === 'pending'
            ? 'No site is waiting for its platform.'
            : 'No connected sites yet.'
        }
        emptyAction={
          canManage &&
          list.filters.connection !== 'pending' && (
            <Button onClick={() => setAdding(true)}>Connect your first site</Button>
          )
        }
        canManage={canManage}
        canFetchVariants={canFetchProductVariants(user)}
        onImportOrders={
          canImportOrders(user)
            ? (site) => void navigate(`/sites/${site.id}/import-orders`)
            : undefined
        }
        onMapProducts={
          canMapProducts(user)
            ? (site) => void navigate(`/sites/${site.id}/mapping-products`)
            : undefined
        }
        onEdit={setEditing}
        onDelete={actions.remove}
        onConnect={actions.connect}
        onUpdateWebhooks={actions.updateWebhooks}
        onFetchVariants={actions.fetchVariants}
      />
      {canManage && (
        <>
          <Drawer open={adding} onClose={() => setAdding(false)} title="Add Site">
            <Suspense fallback={<Skeleton lines={6} label="Loading the site form" />}>
              {adding && <AddSitePanel onDone={() => setAdding(false)} redirect={redirect} />}
            </Suspense>
          </Drawer>
          <Drawer open={editing !== null} onClose={() => setEditing(null)} title="Edit Site">
            <Suspense fallback={<Skeleton lines={6} label="Loading the site form" />}>
              {editing && (
                <EditSitePanel
                  key={editing.id}
                  site={editing}
                  showAdminFields={canEditSiteAdminFields(user)}
                  onDone={() => setEditing(null)}
                />
              )}
            </Suspense>
          </Drawer>
        </>
      )}
    </Page>
  );
}
