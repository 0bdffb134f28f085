import { useNavigate, useSearchParams } from 'react-router-dom';
import { DISCOUNT_PAGE_SIZE, MESSAGES, pageAfterDelete } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useDeleteDiscountMutation, useDiscountsQuery, type DiscountFieldsFragment } from '../api';
import { DiscountTable } from '../components/DiscountTable';
import { DISCOUNT_NOTICES } from '../messages';
import { pageFromParams, withPage } from './listParams';
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
  const rows = list.data?.discounts.hits ?? [];

  const remove = async (discount: DiscountFieldsFragment) => {
    const result = await deleteDiscount({ id: discount.id });
    if (result.error) return;
    dispatch(notify({ type: 'success', message: DISCOUNT_NOTICES.deleted }));
    const next = pageAfterDelete(page, rows.length);
    if (next !== page) setParams(withPage(params, next));
  };

  const showSkeleton = list.isLoading || (list.isFetching && !list.data);
  return (
    <Page>
      <Toolbar>
        <Button variant="primary" onClick={() => navigate('/admin/discount/create')}>
          Add Discount
        </Button>
      </Toolbar>
      <DiscountTable
        discounts={list.isError ? [] : rows}
        total={list.data?.discounts.count ?? 0}
        page={page}
        onPageChange={(next) => setParams(withPage(params, next))}
        onDelete={remove}
        loading={showSkeleton}
        error={list.isError ? errorMessage(list.error, MESSAGES.somethingWrong) : null}
        onRetry={list.refetch}
      />
    </Page>
  );
}
