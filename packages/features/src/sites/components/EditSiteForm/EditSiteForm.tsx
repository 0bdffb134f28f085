import { editSiteSchema, type EditSiteValues } from '@podoffice/domain';
import { Checkbox, FormField, TextInput } from '@podoffice/ui';
import type { SiteListItemFragment } from '../../api';
import { DrawerForm } from '../../../shared/DrawerForm';

/** What the form holds while it is edited. */
export interface EditSiteFormValues {
  title: string;
  email_support: string;
  domain_name: string;
  rebrandly_domain: string;
  is_auto_fetch_order: boolean;
}

export interface EditSiteFormProps {
  /** The site being edited. */
  site: SiteListItemFragment;
  /** Shows domain_name (Shopify only), rebrandly_domain and the daily auto-fetch (Administrators). */
  showAdminFields?: boolean;
  /** Sends the validated changes (without the fields the user may not set); a rejection keeps the values. */
  onSubmit: (values: EditSiteValues) => Promise<unknown>;
  /** Shows a Cancel button that calls this, e.g. to close the drawer. */
  onCancel?: () => void;
}

/**
 * Edit Site: title and support email; the domain read-only; for Administrators the
 * Shopify domain name, the Rebrandly domain (both https) and the daily auto-fetch; the API key of
 * an api site read-only.
 */
export function EditSiteForm({
  site,
  showAdminFields = false,
  onSubmit,
  onCancel,
}: EditSiteFormProps) {
  const schema = editSiteSchema({ adminFields: showAdminFields, platform: site.platform });
  return (
    <DrawerForm<EditSiteFormValues>
      label="Edit Site"
      initialValues={{
        title: site.title,
        email_support: site.email_support ?? '',
        domain_name: site.domain_name ?? '',
        rebrandly_domain: site.rebrandly_domain ?? '',
        is_auto_fetch_order: site.is_auto_fetch_order,
      }}
      validationSchema={schema}
      onSubmit={async (values) => onSubmit(await schema.validate(values, { stripUnknown: true }))}
      onCancel={onCancel}
    >
      {({ values, getFieldProps, handleChange, errorOf }) => (
        <>
          <FormField name="title" label="Title" required error={errorOf('title')}>
            <TextInput {...getFieldProps('title')} />
          </FormField>
          <FormField name="domain" label="Domain">
            <TextInput value={site.domain} readOnly />
          </FormField>
          {showAdminFields && site.platform === 'shopify' && (
            <FormField
              name="domain_name"
              label="Domain name"
              help="The shop's own https address."
              error={errorOf('domain_name')}
            >
              <TextInput type="url" {...getFieldProps('domain_name')} />
            </FormField>
          )}
          {showAdminFields && (
            <FormField
              name="rebrandly_domain"
              label="Rebrandly domain"
              help="An https address for short tracking links."
              error={errorOf('rebrandly_domain')}
            >
              <TextInput type="url" {...getFieldProps('rebrandly_domain')} />
            </FormField>
          )}
          <FormField name="email_support" label="Support email" error={errorOf('email_support')}>
            <TextInput type="email" {...getFieldProps('email_support')} />
          </FormField>
          {site.platform === 'api' && (
            <FormField name="api_key" label="API key">
              <TextInput value={site.api_key ?? ''} readOnly />
            </FormField>
          )}
          {showAdminFields && (
            <Checkbox
              name="is_auto_fetch_order"
              label="Fetch orders automatically every day"
              checked={values.is_auto_fetch_order}
              onChange={handleChange}
            />
          )}
        </>
      )}
    </DrawerForm>
  );
}
