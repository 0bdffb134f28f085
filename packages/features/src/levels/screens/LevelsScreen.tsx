import { lazy, Suspense, useCallback, useState } from 'react';
import { MESSAGES, canManageUserLevels, type UserLevelValues } from '@podoffice/domain';
import { Button, ConfirmDialog, Drawer, Skeleton } from '@podoffice/ui';
import { ActiveStatusTabs } from '../../shared/list/ActiveStatusTabs';
import { errorMessage } from '../../api/baseApi';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import {
  useCreateUserLevelMutation,
  useDeleteUserLevelMutation,
  useUpdateUserLevelMutation,
  useUserLevelsQuery,
  type UserLevelFieldsFragment,
} from '../api';
import { LevelsTable } from '../components/LevelsTable';
import { LEVEL_NOTICES } from '../messages';
import { Page, Toolbar } from './LevelsScreen.styles';
import { useListSearchParams } from '../../embed/embedding';

// The form (Formik, Yup) loads with the drawer: most visits only read the list.
const LevelForm = lazy(() =>
  import('../components/LevelForm').then((m) => ({ default: m.LevelForm })),
);

type Editing = { level: UserLevelFieldsFragment | null } | null;

/**
 * Seller levels (/admin/seller-levels; Administrator, Supporter, Listing): the active levels by
 * default (?status=inactive for the others), and for Administrator and Listing New Level, Edit
 * (both in a drawer) and Delete after a confirmation.
 */
export function LevelsScreen() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [params, setParams] = useListSearchParams();
  const active = params.get('status') !== 'inactive';
  const canManage = canManageUserLevels(user);

  const levels = useUserLevelsQuery({ filter: { status: active } });
  const [createLevel] = useCreateUserLevelMutation();
  const [updateLevel] = useUpdateUserLevelMutation();
  const [deleteLevel] = useDeleteUserLevelMutation();
  const deletion = useConfirmAction({
    run: (level: UserLevelFieldsFragment) => deleteLevel({ id: level.id }),
    success: LEVEL_NOTICES.deleted,
  });

  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const openEditor = useCallback((level: UserLevelFieldsFragment | null) => {
    setSaveError(null);
    setEditing({ level });
  }, []);
  const edit = useCallback((level: UserLevelFieldsFragment) => openEditor(level), [openEditor]);

  const save = async (values: UserLevelValues) => {
    const level = editing?.level;
    const result = level
      ? await updateLevel({ id: level.id, input: values })
      : await createLevel({ input: values });
    if (result.error) {
      setSaveError(errorMessage(result.error, MESSAGES.somethingWrong));
      return;
    }
    dispatch(
      notify({ type: 'success', message: level ? LEVEL_NOTICES.updated : LEVEL_NOTICES.created }),
    );
    setEditing(null);
  };

  const editedLevel = editing?.level;
  return (
    <Page>
      <Toolbar>
        <ActiveStatusTabs
          active={active}
          onChange={(next) => setParams(next ? {} : { status: 'inactive' })}
          aria-label="Level status"
        />
        {canManage && (
          <Button variant="primary" onClick={() => openEditor(null)}>
            New Level
          </Button>
        )}
      </Toolbar>
      <LevelsTable
        levels={levels.isError ? [] : (levels.data?.userLevels ?? [])}
        loading={levels.isLoading || (levels.isFetching && !levels.data)}
        error={levels.isError ? errorMessage(levels.error, MESSAGES.somethingWrong) : null}
        onRetry={levels.refetch}
        canManage={canManage}
        onEdit={edit}
        onDelete={deletion.ask}
        emptyMessage={active ? 'No active seller levels yet.' : 'No inactive seller levels.'}
        emptyAction={
          active &&
          canManage && <Button onClick={() => openEditor(null)}>Create your first level</Button>
        }
      />
      {canManage && (
        <Drawer
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={editedLevel ? `Edit level ${editedLevel.name}` : 'New Level'}
        >
          <Suspense fallback={<Skeleton lines={5} label="Loading the level form" />}>
            <LevelForm
              initialValues={
                editedLevel
                  ? {
                      name: editedLevel.name,
                      order_total: editedLevel.order_total,
                      discount: editedLevel.discount,
                      status: editedLevel.status,
                    }
                  : undefined
              }
              onSubmit={save}
              onCancel={() => setEditing(null)}
              submitLabel={editedLevel ? 'Save' : 'Create'}
              error={saveError}
            />
          </Suspense>
        </Drawer>
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete the level ${deletion.target?.name ?? ''}?`}
        message="Users holding this level keep their account, with no level."
        confirmLabel="Delete"
        danger
      />
    </Page>
  );
}
