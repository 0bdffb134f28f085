import { MESSAGES, type AddSiteValues, type EditSiteValues } from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useCreateSiteMutation, useUpdateSiteMutation, type SiteListItemFragment } from '../api';
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

/** Add Site: createSite, 'Create site successful', then the shop's authorisation for shops. */
export function AddSitePanel({ onDone, redirect }: AddSitePanelProps) {
  const dispatch = useAppDispatch();
  const [createSite] = useCreateSiteMutation();

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

  return <AddSiteForm onSubmit={add} onCancel={onDone} />;
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
