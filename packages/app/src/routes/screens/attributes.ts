import { lazy } from 'react';
import type { AreaScreens } from './types';

const attributes = () => import('@podoffice/features/attributes');
const AttributeForm = lazy(() => attributes().then((m) => ({ default: m.AttributeFormScreen })));
const AttributeTermForm = lazy(() =>
  attributes().then((m) => ({ default: m.AttributeTermFormScreen })),
);

/** Routes of the attributes area whose screens are built (lazy: one chunk per area). */
export const attributesScreens: AreaScreens = {
  '/admin/attributes': lazy(() => attributes().then((m) => ({ default: m.AttributesScreen }))),
  '/admin/attribute/add': AttributeForm,
  '/admin/attribute/edit/:id': AttributeForm,
  '/admin/attribute-terms': lazy(() =>
    attributes().then((m) => ({ default: m.AttributeTermsScreen })),
  ),
  '/admin/attribute-term/add': AttributeTermForm,
  '/admin/attribute-term/edit/:id': AttributeTermForm,
};
