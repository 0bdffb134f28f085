import { useNavigate, useSearchParams } from 'react-router-dom';
import { DISCOUNT_PAGE_SIZE, pageAfterDelete } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useDeleteDiscountMutation, useDiscountsQuery, type DiscountFieldsFragment } from '../api';
import { DiscountTable } from '../components/DiscountTable';
import { DISCOUNT_NOTICES } from '../messages';
import { pageFromParams, usePagedRows, withPage } from '../../shared/pagedList';
import { Page, Toolbar } from './screens.styles';

/**
 * Discounts (/admin/discount, Administrator): 20 a page (the page in the address), Add Discount,
 * Edit, and Delete after a confirmation; deleting the last row of a page goes back one page
 * (spec 1 §4).
 */
export function DiscountsScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const list = useDiscountsQuery({
    filter: { limit: DISCOUNT_PAGE_SIZE, offset: (page - 1) * DISCOUNT_PAGE_SIZE },
  });
  const [deleteDiscount] = useDeleteDiscountMutation();
  const { rows, total, loading, error } = usePagedRows(list, (data) => data.discounts, {
    page,
    pageSize: DISCOUNT_PAGE_SIZE,
    replacePage: (next) => setParams(withPage(params, next), { replace: true }),
  });

  const remove = async (discount: DiscountFieldsFragment) => {
    const result = await deleteDiscount({ id: discount.id });
    if (result.error) return;
    dispatch(notify({ type: 'success', message: DISCOUNT_NOTICES.deleted }));
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) setParams(withPage(params, next));
  };

  return (
    <Page>
      <Toolbar>
        <Button variant="primary" onClick={() => navigate('/admin/discount/create')}>
          Add Discount
        </Button>
      </Toolbar>
      <DiscountTable
        discounts={rows}
        total={total}
        page={page}
        onPageChange={(next) => setParams(withPage(params, next))}
        onDelete={remove}
        loading={loading}
        error={error}
        onRetry={list.refetch}
      />
    </Page>
  );
}
