import { lazy } from 'react';
import type { AreaScreens } from './types';

const policies = () => import('@podoffice/features/policies');
const PolicyForm = lazy(() => policies().then((m) => ({ default: m.PolicyFormScreen })));

/** Routes of the policies area whose screens are built (lazy: one chunk per area). */
export const policiesScreens: AreaScreens = {
  '/guideline-policy': lazy(() => policies().then((m) => ({ default: m.GuidelinePolicyScreen }))),
  '/guideline-policy/create': PolicyForm,
  '/guideline-policy/:id': PolicyForm,
};
