import {
  PLATFORM_LABELS,
  SITE_PLATFORMS,
  addSiteSchema,
  isShopPlatform,
  type AddSiteValues,
  type SitePlatform,
} from '@podoffice/domain';
import { useMemo } from 'react';
import { Alert, FormField, Select, TextInput } from '@podoffice/ui';
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
  /**
   * What the server can connect (platformAvailability): a platform it cannot is named above the
   * fields, its option is off and it cannot be sent. Left out (loading, or the answer failed),
   * every platform is offered and the server's refusal tells.
   */
  platforms?: readonly PlatformAvailability[];
  /** Worded for an Administrator (who may set the server's settings) rather than a Seller. */
  administrator?: boolean;
}

/** One shop platform as the server's platformAvailability answers it. */
export interface PlatformAvailability {
  platform: SitePlatform;
  /** False: the server has no credentials for it, so its sites cannot be connected. */
  configured: boolean;
  /** Connected to a fake shop on the server's machine (the demo of npm start). */
  demo: boolean;
  /** The environment variables that configure it. */
  settings: readonly string[];
}

const NONE: readonly PlatformAvailability[] = [];

const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Said above the fields, before anything is typed, for a platform the server cannot connect. */
export function notConfiguredMessage(p: PlatformAvailability, administrator = false): string {
  const label = PLATFORM_LABELS[p.platform];
  const settings = listed(p.settings);
  return administrator
    ? `${label} is not configured on this server: set ${settings} in the server's environment and restart it.`
    : `${label} is not configured on this server: ask an Administrator to set ${settings}.`;
}

/** Said once when some platforms are the demo's fake shops. */
export function demoMessage(platforms: readonly PlatformAvailability[]): string {
  const labels = platforms.map((p) => PLATFORM_LABELS[p.platform]);
  return `${listed(labels)} ${labels.length > 1 ? 'are demo fakes' : 'is a demo fake'} on this server: any shop address connects, no account needed.`;
}

function domainHelp(platform: AddSiteFormValues['platform']): string {
  if (platform === 'import') return 'Import sites get an address of their own.';
  if (isShopPlatform(platform)) {
    return `After saving you approve the app on ${PLATFORM_LABELS[platform]}; the site is Pending until then.`;
  }
  return 'The address must start with https.';
}

/**
 * Add Site: title, platform, domain (https, trailing slash stripped; generated for the
 * import platform) and an optional support email, checked with the domain's addSiteSchema.
 */
export function AddSiteForm({
  onSubmit,
  onCancel,
  initialValues,
  platforms = NONE,
  administrator = false,
}: AddSiteFormProps) {
  const unconfigured = useMemo(() => platforms.filter((p) => !p.configured), [platforms]);
  const demo = platforms.filter((p) => p.configured && p.demo);
  const options = SITE_PLATFORMS.map((platform) => {
    const off = unconfigured.some((p) => p.platform === platform);
    return {
      value: platform,
      label: off ? `${PLATFORM_LABELS[platform]} (not configured)` : PLATFORM_LABELS[platform],
      disabled: off,
    };
  });
  // A platform chosen beforehand (initialValues) may be one the server cannot connect: refused
  // here with the same words, so nothing is sent.
  const schema = useMemo(
    () =>
      addSiteSchema.test({
        name: 'platform-configured',
        test(values, ctx) {
          const off = unconfigured.find((p) => p.platform === values.platform);
          return off
            ? ctx.createError({
                path: 'platform',
                message: notConfiguredMessage(off, administrator),
              })
            : true;
        },
      }),
    [unconfigured, administrator],
  );
  return (
    <DrawerForm<AddSiteFormValues>
      label="Add Site"
      initialValues={{ title: '', platform: '', domain: '', email_support: '', ...initialValues }}
      validationSchema={schema}
      onSubmit={async (values) => onSubmit(await schema.validate(values))}
      onCancel={onCancel}
      submitLabel="Add Site"
    >
      {({ values, getFieldProps, setFieldValue, setFieldTouched, errorOf }) => {
        const generated = values.platform === 'import';
        return (
          <>
            {unconfigured.length > 0 && (
              <Alert variant="warning" title="Not every platform can be connected">
                {unconfigured.map((p) => (
                  <div key={p.platform}>{notConfiguredMessage(p, administrator)}</div>
                ))}
              </Alert>
            )}
            {demo.length > 0 && <Alert variant="info">{demoMessage(demo)}</Alert>}
            <FormField name="title" label="Title" required error={errorOf('title')}>
              <TextInput {...getFieldProps('title')} />
            </FormField>
            <FormField name="platform" label="Platform" required error={errorOf('platform')}>
              <Select<SitePlatform>
                placeholder="Select a platform"
                options={options}
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
