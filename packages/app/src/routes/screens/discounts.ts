import { lazyScreen, type AreaScreens } from './types';

const DiscountForm = lazyScreen(
  () => import('@podoffice/features/discounts/screens/DiscountFormScreen'),
  'DiscountFormScreen',
);

/** Routes of the discounts area whose screens are built (one chunk per screen). */
export const discountsScreens: AreaScreens = {
  '/admin/discount': lazyScreen(
    () => import('@podoffice/features/discounts/screens/DiscountsScreen'),
    'DiscountsScreen',
  ),
  '/admin/discount/create': DiscountForm,
  '/admin/discount/edit/:id': DiscountForm,
};
