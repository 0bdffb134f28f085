import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ATTRIBUTE_TERM_PAGE_SIZE, pageAfterDelete } from '@podoffice/domain';
import { Button, FilterBar, FormField, Select, type SelectOption } from '@podoffice/ui';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAttributeTermsQuery,
  useAttributesQuery,
  useDeleteAttributeTermMutation,
  type AttributeTermFieldsFragment,
} from '../api';
import { AttributeTermTable } from '../components/AttributeTermTable';
import { ATTRIBUTE_NOTICES } from '../messages';
import { idFromParams, pageFromParams, usePagedRows, withPage } from '../../shared/pagedList';
import { ATTRIBUTE_DROPDOWN_LIMIT } from './dropdownLimit';
import { Page } from './screens.styles';

/**
 * Attribute terms (/admin/attribute-terms, Administrator): 20 a page, filtered by attribute (both
 * kept in the address: ?attribute=&page=), Add Attribute Term, Edit, and Delete after a
 * confirmation ('Delete success!').
 */
export function AttributeTermsScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const attributeId = idFromParams(params, 'attribute');

  const attributes = useAttributesQuery({ limit: ATTRIBUTE_DROPDOWN_LIMIT, offset: 0 });
  const terms = useAttributeTermsQuery({
    attribute_id: attributeId,
    limit: ATTRIBUTE_TERM_PAGE_SIZE,
    offset: (page - 1) * ATTRIBUTE_TERM_PAGE_SIZE,
  });
  const [deleteTerm] = useDeleteAttributeTermMutation();

  const options = useMemo<SelectOption[]>(
    () => (attributes.data?.getAttributes.hits ?? []).map((a) => ({ value: a.id, label: a.name })),
    [attributes.data],
  );
  const { rows, total, loading, error } = usePagedRows(terms, (data) => data.getAttributeTerms, {
    page,
    pageSize: ATTRIBUTE_TERM_PAGE_SIZE,
    replacePage: (next) => setParams(withPage(params, next), { replace: true }),
  });

  const filterBy = (id: string | null) => {
    const next = new URLSearchParams();
    if (id) next.set('attribute', id);
    setParams(next);
  };

  const remove = async (term: AttributeTermFieldsFragment) => {
    const result = await deleteTerm({ id: term.id });
    if (result.error) return;
    dispatch(notify({ type: 'success', message: ATTRIBUTE_NOTICES.termDeleted }));
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) setParams(withPage(params, next));
  };

  return (
    <Page>
      <FilterBar
        ariaLabel="Attribute term filters"
        actions={
          <Button
            variant="primary"
            onClick={() =>
              navigate(`/admin/attribute-term/add${attributeId ? `?attribute=${attributeId}` : ''}`)
            }
          >
            Add Attribute Term
          </Button>
        }
      >
        <FilterBar.Item width={260}>
          <FormField label="Attribute">
            <Select
              options={options}
              value={attributeId}
              onChange={filterBy}
              placeholder="All attributes"
              clearable
              clearLabel="Show every attribute"
              loading={attributes.isLoading}
              emptyText="No attributes"
            />
          </FormField>
        </FilterBar.Item>
      </FilterBar>
      <AttributeTermTable
        terms={rows}
        total={total}
        page={page}
        onPageChange={(next) => setParams(withPage(params, next))}
        onDelete={remove}
        loading={loading}
        error={error}
        onRetry={terms.refetch}
      />
    </Page>
  );
}
