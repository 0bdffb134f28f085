import {
  PLATFORM_LABELS,
  SITE_PLATFORMS,
  addSiteSchema,
  isShopPlatform,
  type AddSiteValues,
  type SitePlatform,
} from '@podoffice/domain';
import { FormField, Select, TextInput } from '@podoffice/ui';
import { DrawerForm } from '../../../shared/DrawerForm';

/** What the form holds while it is edited. */
export interface AddSiteFormValues {
  title: string;
  platform: SitePlatform | '';
  domain: string;
  email_support: string;
}

export interface AddSiteFormProps {
  /** Sends the validated site (domain without its trailing slash); a rejection keeps the values. */
  onSubmit: (values: AddSiteValues) => Promise<unknown>;
  /** Shows a Cancel button that calls this, e.g. to close the drawer. */
  onCancel?: () => void;
  /** Starting values, e.g. a platform chosen beforehand. */
  initialValues?: Partial<AddSiteFormValues>;
}

const platformOptions = SITE_PLATFORMS.map((platform) => ({
  value: platform,
  label: PLATFORM_LABELS[platform],
}));

function domainHelp(platform: AddSiteFormValues['platform']): string {
  if (platform === 'import') return 'Import sites get an address of their own.';
  if (isShopPlatform(platform)) {
    return `After saving you approve the app on ${PLATFORM_LABELS[platform]}; the site is Pending until then.`;
  }
  return 'The address must start with https.';
}

/**
 * Add Site (spec 1 §5): title, platform, domain (https, trailing slash stripped; generated for the
 * import platform) and an optional support email, checked with the domain's addSiteSchema.
 */
export function AddSiteForm({ onSubmit, onCancel, initialValues }: AddSiteFormProps) {
  return (
    <DrawerForm<AddSiteFormValues>
      label="Add Site"
      initialValues={{ title: '', platform: '', domain: '', email_support: '', ...initialValues }}
      validationSchema={addSiteSchema}
      onSubmit={async (values) => onSubmit(await addSiteSchema.validate(values))}
      onCancel={onCancel}
      submitLabel="Add Site"
    >
      {({ values, getFieldProps, setFieldValue, setFieldTouched, errorOf }) => {
        const generated = values.platform === 'import';
        return (
          <>
            <FormField name="title" label="Title" required error={errorOf('title')}>
              <TextInput {...getFieldProps('title')} />
            </FormField>
            <FormField name="platform" label="Platform" required error={errorOf('platform')}>
              <Select<SitePlatform>
                placeholder="Select a platform"
                options={platformOptions}
                value={values.platform || null}
                onChange={(platform) => void setFieldValue('platform', platform ?? '')}
                onBlur={() => void setFieldTouched('platform')}
              />
            </FormField>
            <FormField
              name="domain"
              label="Domain"
              required={!generated}
              help={domainHelp(values.platform)}
              error={generated ? undefined : errorOf('domain')}
            >
              <TextInput
                type="url"
                inputMode="url"
                placeholder={generated ? 'Generated' : 'https://your-shop.com'}
                disabled={generated}
                {...getFieldProps('domain')}
                value={generated ? '' : values.domain}
              />
            </FormField>
            <FormField name="email_support" label="Support email" error={errorOf('email_support')}>
              <TextInput type="email" {...getFieldProps('email_support')} />
            </FormField>
          </>
        );
      }}
    </DrawerForm>
  );
}
