import { MESSAGES, hasRole, type AddSiteValues, type EditSiteValues } from '@podoffice/domain';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { notify } from '../../store/notifications';
import {
  useCreateSiteMutation,
  usePlatformAvailabilityQuery,
  useUpdateSiteMutation,
  type SiteListItemFragment,
} from '../api';
import { AddSiteForm } from '../components/AddSiteForm';
import { EditSiteForm } from '../components/EditSiteForm';

// The drawers' bodies. The sites screen loads this module only when a drawer opens, because the
// forms bring Formik and Yup.

export interface AddSitePanelProps {
  /** Called once the site is added, and on Cancel. */
  onDone: () => void;
  /** Sends the browser to the platform's authorisation page of a new shop. */
  redirect: (url: string) => void;
}

/**
 * Add Site: createSite, 'Create site successful', then the shop's authorisation for shops. The
 * server's platformAvailability says, before the form is filled, which shop platforms it cannot
 * connect; until it answers (or if it fails) the form offers every platform and createSite refuses.
 */
export function AddSitePanel({ onDone, redirect }: AddSitePanelProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [createSite] = useCreateSiteMutation();
  const { data } = usePlatformAvailabilityQuery();

  const add = async (values: AddSiteValues) => {
    const created = await createSite({
      title: values.title,
      platform: values.platform,
      domain: values.domain || null,
      email_support: values.email_support ?? null,
      // Spec 1 §7: every site but an api one connects to its platform.
      isConnect: values.platform !== 'api',
    }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.createSiteSuccess }));
    onDone();
    if (created.createSite.authorize_url) redirect(created.createSite.authorize_url);
  };

  return (
    <AddSiteForm
      onSubmit={add}
      onCancel={onDone}
      platforms={data?.platformAvailability}
      administrator={hasRole(user, 'Administrator')}
    />
  );
}

export interface EditSitePanelProps {
  /** The site being edited. */
  site: SiteListItemFragment;
  /** Shows the Administrator fields. */
  showAdminFields: boolean;
  /** Called once the site is saved, and on Cancel. */
  onDone: () => void;
}

/** Edit Site: updateSite, then ' Site has been updated'. */
export function EditSitePanel({ site, showAdminFields, onDone }: EditSitePanelProps) {
  const dispatch = useAppDispatch();
  const [updateSite] = useUpdateSiteMutation();

  const save = async (values: EditSiteValues) => {
    await updateSite({
      site_id: site.id,
      updateSiteInput: {
        title: values.title,
        email_support: values.email_support ?? null,
        ...(showAdminFields
          ? {
              rebrandly_domain: values.rebrandly_domain ?? null,
              is_auto_fetch_order: values.is_auto_fetch_order ?? false,
              ...(site.platform === 'shopify' ? { domain_name: values.domain_name ?? null } : {}),
            }
          : {}),
      },
    }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.siteUpdated }));
    onDone();
  };

  return (
    <EditSiteForm site={site} showAdminFields={showAdminFields} onSubmit={save} onCancel={onDone} />
  );
}
