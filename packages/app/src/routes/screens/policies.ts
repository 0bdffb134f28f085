import { lazyScreen, type AreaScreens } from './types';

const PolicyForm = lazyScreen(
  () => import('@podoffice/features/policies/screens/PolicyFormScreen'),
  'PolicyFormScreen',
);

/** Routes of the policies area whose screens are built (one chunk per screen). */
export const policiesScreens: AreaScreens = {
  '/guideline-policy': lazyScreen(
    () => import('@podoffice/features/policies/screens/GuidelinePolicyScreen'),
    'GuidelinePolicyScreen',
  ),
  '/guideline-policy/create': PolicyForm,
  '/guideline-policy/:id': PolicyForm,
};
