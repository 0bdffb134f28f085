import { lazy } from 'react';
import type { AreaScreens } from './types';

const discounts = () => import('@podoffice/features/discounts');
const DiscountForm = lazy(() => discounts().then((m) => ({ default: m.DiscountFormScreen })));

/** Routes of the discounts area whose screens are built (lazy: one chunk per area). */
export const discountsScreens: AreaScreens = {
  '/admin/discount': lazy(() => discounts().then((m) => ({ default: m.DiscountsScreen }))),
  '/admin/discount/create': DiscountForm,
  '/admin/discount/edit/:id': DiscountForm,
};
