import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ATTRIBUTE_PAGE_SIZE } from '@podoffice/domain';
import { Button, ConfirmDialog, type RowSelectionState } from '@podoffice/ui';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useAttributesQuery, useDeleteAttributesMutation } from '../api';
import { AttributeTable } from '../components/AttributeTable';
import { ATTRIBUTE_NOTICES } from '../messages';
import { noFilters } from '../../shared/list/urlFilters';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { Page, Toolbar } from './screens.styles';

/**
 * Attributes (/admin/attributes, Administrator): 20 a page (the page in the address), Add
 * Attribute, and the bulk delete of the selected rows after a confirmation.
 */
export function AttributesScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const place = useListParams(noFilters);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);

  const attributes = useAttributesQuery({
    limit: ATTRIBUTE_PAGE_SIZE,
    offset: (place.page - 1) * ATTRIBUTE_PAGE_SIZE,
  });
  const [deleteAttributes, deletion] = useDeleteAttributesMutation();

  const list = usePagedList(place, attributes, (data) => data.getAttributes, ATTRIBUTE_PAGE_SIZE);
  const selected = list.rows.filter((attribute) => selection[attribute.id]);

  const goTo = (next: number) => {
    setSelection({});
    list.setPage(next);
  };

  const askToDelete = () => {
    if (selected.length === 0) {
      dispatch(notify({ type: 'warning', message: ATTRIBUTE_NOTICES.noneSelected }));
      return;
    }
    setConfirming(true);
  };

  const remove = async () => {
    const result = await deleteAttributes({ ids: selected.map((attribute) => attribute.id) });
    setConfirming(false);
    if (result.error) return;
    dispatch(notify({ type: 'success', message: ATTRIBUTE_NOTICES.attributesDeleted }));
    setSelection({});
    list.afterDelete(selected.length);
  };

  return (
    <Page>
      <Toolbar>
        <Button variant="primary" onClick={() => navigate('/admin/attribute/add')}>
          Add Attribute
        </Button>
        <Button onClick={askToDelete}>
          {selected.length ? `Delete selected (${selected.length})` : 'Delete selected'}
        </Button>
      </Toolbar>
      <AttributeTable
        attributes={list.rows}
        {...list.table}
        onPageChange={goTo}
        selection={selection}
        onSelectionChange={setSelection}
        emptyAction={
          <Button onClick={() => navigate('/admin/attribute/add')}>Add your first attribute</Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={
          selected.length === 1
            ? `Delete the attribute ${selected[0]?.name}?`
            : `Delete ${selected.length} attributes?`
        }
        message="Their terms are deleted with them."
        confirmLabel="Delete"
        danger
        loading={deletion.isLoading}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
