import { useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGES, SITES_PAGE_SIZE, isShopPlatform } from '@podoffice/domain';
import { Badge, ConfirmDialog, IconButton, Table, createColumnHelper } from '@podoffice/ui';
import type { PagedTableProps } from '../../../shared/list/pagedTableProps';
import { useConfirmation } from '../../../shared/list/useConfirmation';
import type { SiteListItemFragment } from '../../api';
import { PlatformLogo } from '../PlatformLogo';
import {
  ConnectedIcon,
  DeleteIcon,
  DisconnectedIcon,
  EditIcon,
  FetchVariantsIcon,
  ImportOrdersIcon,
  MapProductsIcon,
  WebhooksIcon,
} from './SitesTable.icons';
import { Muted, RowActions, StateMark, Url } from './SitesTable.styles';

type Site = SiteListItemFragment;

export interface SitesTableProps extends PagedTableProps {
  /** The sites of the current page. */
  sites: Site[];
  /** What the empty state says. */
  emptyMessage?: string;
  /** Edit, delete, connect again and webhooks (canManageSites: never for Supporters). */
  canManage?: boolean;
  /** Opens the site's CSV order import (/sites/{id}/import-orders; canImportOrders). */
  onImportOrders?: (site: Site) => void;
  /** Opens the shop's product mapping wizard (/sites/{id}/mapping-products; a Seller's). */
  onMapProducts?: (site: Site) => void;
  /** Fetch product variants (canFetchProductVariants: hidden from Supporters). */
  canFetchVariants?: boolean;
  /** Opens the Edit Site drawer. */
  onEdit?: (site: Site) => void;
  /** Disables the site once the user confirms; the dialog stays busy until the promise settles. */
  onDelete?: (site: Site) => Promise<unknown>;
  /** Restarts the platform's authorisation of a Pending shop. */
  onConnect?: (site: Site) => Promise<unknown>;
  /** Registers the shop's webhooks again. */
  onUpdateWebhooks?: (site: Site) => Promise<unknown>;
  /** Fetches the shop's product variants once the user confirms. */
  onFetchVariants?: (site: Site) => Promise<unknown>;
}

const column = createColumnHelper<Site>();
const dash = <Muted aria-label="none">—</Muted>;

const dataColumns = [
  column.accessor('id', { header: 'ID', meta: { width: '72px' } }),
  column.accessor('title', { header: 'Site Name' }),
  column.accessor('domain', {
    header: 'Site Url',
    // An import site's address is generated, not a place anyone visits.
    cell: (c) => (c.row.original.platform === 'import' ? dash : <Url>{c.getValue()}</Url>),
  }),
  column.accessor('platform', {
    header: 'Platform',
    cell: (c) => <PlatformLogo platform={c.getValue()} />,
  }),
  column.accessor((s) => `${s.user.first_name} ${s.user.last_name}`.trim(), {
    id: 'user',
    header: 'User',
    cell: (c) => c.getValue() || dash,
  }),
  column.accessor('verified', {
    header: 'Status',
    cell: (c) =>
      c.getValue() ? <Badge status="Connected" /> : <Badge status="Pending">Pending</Badge>,
  }),
];

type Confirming = { site: Site; action: 'delete' | 'variants' };
type Working = { id: string; action: 'connect' | 'webhooks' };

/**
 * The sites, 20 a page: ID, Site Name, Site Url (a dash for import sites), platform logo, User,
 * Status and the actions. A connected site shows a check; a pending shop a disconnect icon that
 * restarts its platform's authorisation. Delete and Fetch product variants ask first.
 */
export function SitesTable({
  sites,
  emptyMessage = 'No sites match these filters.',
  canManage = false,
  canFetchVariants = false,
  onEdit,
  onDelete,
  onConnect,
  onUpdateWebhooks,
  onFetchVariants,
  onImportOrders,
  onMapProducts,
  ...paging
}: SitesTableProps) {
  const confirmation = useConfirmation(({ site, action }: Confirming) =>
    Promise.resolve((action === 'delete' ? onDelete : onFetchVariants)?.(site)),
  );
  const setConfirming = confirmation.ask;
  const confirming = confirmation.target;
  const [working, setWorking] = useState<Working | null>(null);

  // Cells read the latest callbacks when clicked: TanStack renders cells as components, so
  // columns rebuilt on every parent render would remount the buttons under the user's pointer.
  const handlers = useRef({ onEdit, onConnect, onUpdateWebhooks, onImportOrders, onMapProducts });
  useEffect(() => {
    handlers.current = { onEdit, onConnect, onUpdateWebhooks, onImportOrders, onMapProducts };
  });
  const imports = !!onImportOrders;
  const mapping = !!onMapProducts;

  const edit = !!(canManage && onEdit);
  const remove = !!(canManage && onDelete);
  const connect = !!(canManage && onConnect);
  const webhooks = !!(canManage && onUpdateWebhooks);
  const variants = !!(canFetchVariants && onFetchVariants);
  const columns = useMemo(
    () => [
      ...dataColumns,
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: site } }) => {
          const shop = isShopPlatform(site.platform);
          const connectedShop = shop && site.verified;
          const busyWith = working?.id === site.id ? working.action : null;
          const start = async (action: Working['action']) => {
            const call =
              action === 'connect' ? handlers.current.onConnect : handlers.current.onUpdateWebhooks;
            setWorking({ id: site.id, action });
            try {
              await call?.(site);
            } finally {
              setWorking(null);
            }
          };
          return (
            <RowActions>
              {site.verified ? (
                <StateMark $connected role="img" aria-label={`${site.title} is connected`}>
                  <ConnectedIcon />
                </StateMark>
              ) : connect && shop ? (
                <IconButton
                  label={`Connect ${site.title}`}
                  disabled={busyWith !== null}
                  aria-busy={busyWith === 'connect'}
                  onClick={() => void start('connect')}
                >
                  <DisconnectedIcon />
                </IconButton>
              ) : (
                <StateMark
                  $connected={false}
                  role="img"
                  aria-label={`${site.title} is not connected`}
                >
                  <DisconnectedIcon />
                </StateMark>
              )}
              {edit && (
                <IconButton
                  label={`Edit ${site.title}`}
                  onClick={() => handlers.current.onEdit?.(site)}
                >
                  <EditIcon />
                </IconButton>
              )}
              {webhooks && connectedShop && (
                <IconButton
                  label={`Update webhooks of ${site.title}`}
                  disabled={busyWith !== null}
                  aria-busy={busyWith === 'webhooks'}
                  onClick={() => void start('webhooks')}
                >
                  <WebhooksIcon />
                </IconButton>
              )}
              {imports && (
                <IconButton
                  label={`Import orders into ${site.title}`}
                  onClick={() => handlers.current.onImportOrders?.(site)}
                >
                  <ImportOrdersIcon />
                </IconButton>
              )}
              {mapping && connectedShop && (
                <IconButton
                  label={`Map products of ${site.title}`}
                  onClick={() => handlers.current.onMapProducts?.(site)}
                >
                  <MapProductsIcon />
                </IconButton>
              )}
              {variants && connectedShop && (
                <IconButton
                  label={`Fetch product variants of ${site.title}`}
                  onClick={() => setConfirming({ site, action: 'variants' })}
                >
                  <FetchVariantsIcon />
                </IconButton>
              )}
              {remove && (
                <IconButton
                  label={`Delete ${site.title}`}
                  variant="danger"
                  onClick={() => setConfirming({ site, action: 'delete' })}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </RowActions>
          );
        },
      }),
    ],
    [edit, remove, connect, webhooks, variants, imports, mapping, working, setConfirming],
  );

  const deleting = confirming?.action === 'delete';
  return (
    <>
      <Table
        pageSize={SITES_PAGE_SIZE}
        {...paging}
        caption="Sites"
        columns={columns}
        data={sites}
        getRowId={(site) => site.id}
        loadingRows={5}
        emptyMessage={emptyMessage}
        minWidth="960px"
      />
      <ConfirmDialog
        {...confirmation.dialog}
        title={deleting ? 'Delete this site?' : 'Fetch product variants'}
        message={
          deleting
            ? `${confirming?.site.title ?? ''} will be disabled: it leaves the sites list and takes no more orders.`
            : MESSAGES.fetchVariantsConfirm
        }
        confirmLabel={deleting ? 'Delete' : 'Fetch'}
        danger={deleting}
      />
    </>
  );
}
