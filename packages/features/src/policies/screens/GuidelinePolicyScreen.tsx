import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, POLICY_TYPE_LABELS, canManageCatalogueRules } from '@podoffice/domain';
import { Button, Drawer, Tag } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentUser } from '../../store/session';
import { useDeletePolicyMutation, usePoliciesQuery, type PolicyFieldsFragment } from '../api';
import { PolicyColumns } from '../components/PolicyColumns';
import { PolicyContent } from '../components/PolicyContent';
import { POLICY_NOTICES } from '../messages';
import { Page, Toolbar } from './screens.styles';

/**
 * Guideline & Policy (/guideline-policy, every role): the two columns, a drawer to read an entry,
 * and for an Administrator add, edit and delete ('Delete Guideline & Policy success').
 */
export function GuidelinePolicyScreen() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const canManage = canManageCatalogueRules(user);
  const [viewing, setViewing] = useState<PolicyFieldsFragment | null>(null);
  const list = usePoliciesQuery({});
  const [deletePolicy] = useDeletePolicyMutation();

  const remove = async (entry: PolicyFieldsFragment) => {
    const result = await deletePolicy({ id: entry.id });
    if (result.error) return;
    dispatch(notify({ type: 'success', message: POLICY_NOTICES.deleted }));
  };

  const type = viewing?.type === 2 ? 2 : 1;
  return (
    <Page>
      {canManage && (
        <Toolbar>
          <Button variant="primary" onClick={() => navigate('/guideline-policy/create')}>
            Add Guideline &amp; Policy
          </Button>
        </Toolbar>
      )}
      <PolicyColumns
        entries={list.data?.policies ?? []}
        loading={list.isLoading || (list.isFetching && !list.data)}
        error={list.isError ? errorMessage(list.error, MESSAGES.somethingWrong) : null}
        onRetry={list.refetch}
        onView={setViewing}
        canManage={canManage}
        onDelete={remove}
      />
      <Drawer
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.title ?? ''}
        extra={viewing && <Tag>{POLICY_TYPE_LABELS[type]}</Tag>}
        width={640}
      >
        {viewing && <PolicyContent description={viewing.description} />}
      </Drawer>
    </Page>
  );
}
