import { lazy, Suspense, useCallback, useState } from 'react';
import {
  CARRIER_LIMITS,
  CARRIER_NOTICES,
  MESSAGES,
  canManageCarriers,
  type CarrierValues,
} from '@podoffice/domain';
import { Button, ConfirmDialog, Drawer, Skeleton } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { ActiveStatusTabs } from '../../shared/list/ActiveStatusTabs';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useCarriersQuery,
  useCreateCarrierMutation,
  useDeleteCarrierMutation,
  useUpdateCarrierMutation,
  type CarrierFieldsFragment,
} from '../api';
import { CarriersTable } from '../components/CarriersTable';
import { carrierListParams } from './listParams';
import { Page, Toolbar } from './CarriersScreen.styles';

// The form (Formik, Yup) loads with the drawer: most visits only read the list.
const CarrierForm = lazy(() =>
  import('../components/CarrierForm').then((m) => ({ default: m.CarrierForm })),
);

type Editing = { carrier: CarrierFieldsFragment | null } | null;

/**
 * Carriers (/admin/carriers; Administrator, Supporter, Listing): the active carriers by default,
 * 20 a page, Active/Inactive and the page kept in the address. Administrator and Listing get New
 * Carrier and Edit (in a drawer) and Delete after a confirmation, which retires the carrier to
 * Inactive; Supporters only read.
 */
export function CarriersScreen() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const canManage = canManageCarriers(user);
  const place = useListParams(carrierListParams);
  const { active } = place.filters;
  const pageSize = CARRIER_LIMITS.pageSize;

  const carriers = useCarriersQuery({
    filter: { status: active, limit: pageSize, offset: (place.page - 1) * pageSize },
  });
  const list = usePagedList(place, carriers, (data) => data.carriers, pageSize);
  const [createCarrier] = useCreateCarrierMutation();
  const [updateCarrier] = useUpdateCarrierMutation();
  const [deleteCarrier] = useDeleteCarrierMutation();
  const deletion = useConfirmAction({
    run: (carrier: CarrierFieldsFragment) => deleteCarrier({ id: carrier.id }),
    success: CARRIER_NOTICES.deleted,
    onDone: () => list.afterDelete(),
  });

  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const openEditor = useCallback((carrier: CarrierFieldsFragment | null) => {
    setSaveError(null);
    setEditing({ carrier });
  }, []);
  const edit = useCallback((carrier: CarrierFieldsFragment) => openEditor(carrier), [openEditor]);

  const save = async (values: CarrierValues) => {
    const carrier = editing?.carrier;
    const result = carrier
      ? await updateCarrier({ id: carrier.id, input: values })
      : await createCarrier({ input: values });
    if (result.error) {
      setSaveError(errorMessage(result.error, MESSAGES.somethingWrong));
      return;
    }
    dispatch(
      notify({
        type: 'success',
        message: carrier ? CARRIER_NOTICES.updated : CARRIER_NOTICES.created,
      }),
    );
    setEditing(null);
  };

  const edited = editing?.carrier;
  return (
    <Page>
      <Toolbar>
        <ActiveStatusTabs
          active={active}
          onChange={(next) => list.setFilters({ active: next })}
          aria-label="Carrier status"
        />
        {canManage && (
          <Button variant="primary" onClick={() => openEditor(null)}>
            New Carrier
          </Button>
        )}
      </Toolbar>
      <CarriersTable
        carriers={list.rows}
        {...list.table}
        canManage={canManage}
        onEdit={edit}
        onDelete={deletion.ask}
        emptyMessage={active ? 'No active carriers yet.' : 'No inactive carriers.'}
        emptyAction={
          active &&
          canManage && <Button onClick={() => openEditor(null)}>Add your first carrier</Button>
        }
      />
      {canManage && (
        <Drawer
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={edited ? `Edit carrier ${edited.name}` : 'New Carrier'}
        >
          <Suspense fallback={<Skeleton lines={5} label="Loading the carrier form" />}>
            <CarrierForm
              initialValues={
                edited
                  ? {
                      name: edited.name,
                      code: edited.code,
                      url: edited.url,
                      description: edited.description ?? '',
                      status: edited.status,
                    }
                  : undefined
              }
              showStatus={Boolean(edited)}
              onSubmit={save}
              onCancel={() => setEditing(null)}
              submitLabel={edited ? 'Save' : 'Create'}
              error={saveError}
            />
          </Suspense>
        </Drawer>
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete the carrier ${deletion.target?.name ?? ''}?`}
        message="It moves to Inactive: orders and trackings keep it, and it is no longer offered."
        confirmLabel="Delete"
        danger
      />
    </Page>
  );
}
