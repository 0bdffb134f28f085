import { lazyScreen, type AreaScreens } from './types';

const AttributeForm = lazyScreen(
  () => import('@podoffice/features/attributes/screens/AttributeFormScreen'),
  'AttributeFormScreen',
);
const AttributeTermForm = lazyScreen(
  () => import('@podoffice/features/attributes/screens/AttributeTermFormScreen'),
  'AttributeTermFormScreen',
);

/** Routes of the attributes area whose screens are built (one chunk per screen). */
export const attributesScreens: AreaScreens = {
  '/admin/attributes': lazyScreen(
    () => import('@podoffice/features/attributes/screens/AttributesScreen'),
    'AttributesScreen',
  ),
  '/admin/attribute/add': AttributeForm,
  '/admin/attribute/edit/:id': AttributeForm,
  '/admin/attribute-terms': lazyScreen(
    () => import('@podoffice/features/attributes/screens/AttributeTermsScreen'),
    'AttributeTermsScreen',
  ),
  '/admin/attribute-term/add': AttributeTermForm,
  '/admin/attribute-term/edit/:id': AttributeTermForm,
};
