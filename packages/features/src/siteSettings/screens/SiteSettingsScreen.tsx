import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MESSAGES } from '@podoffice/domain';
import { Alert, Button, NotFound, Skeleton, Tabs, type TabItem } from '@podoffice/ui';
import { errorMessage, isNotFound } from '../../api/baseApi';
import { currentSiteChosen } from '../../store/currentSite';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useGenerateSiteApiKeyMutation,
  useGetSiteSettingQuery,
  useUpdateSiteSettingsMutation,
  type SiteSettingsFieldsFragment,
  type SiteSettingsInput,
} from '../api';
import { ApiKeyPanel } from '../components/ApiKeyPanel';
import { FulfillRoleForm } from '../components/FulfillRoleForm';
import { Page, SiteFacts, SiteHeader, SiteName } from './SiteSettingsScreen.styles';
import { useListSearchParams } from '../../embed/embedding';

// The email form brings Formik and Yup: it loads with the tab, so the area's chunk (which a
// seller's title bar loads for the site selector) stays small.
const EmailNotificationForm = lazy(() =>
  import('../components/EmailNotificationForm').then((m) => ({
    default: m.EmailNotificationForm,
  })),
);

/** The tabs, as kept in the address (?tab=), so a reload or a link opens the same one. */
export const SITE_SETTINGS_TABS = ['email', 'fulfill-role', 'api-key'] as const;
type SiteSettingsTab = (typeof SITE_SETTINGS_TABS)[number];

function emailValues(s: SiteSettingsFieldsFragment) {
  return {
    order_received_enable: s.order_received_enable,
    order_received_after: s.order_received_after as 1 | 2 | 3,
    order_received_message: s.order_received_message,
    order_producing_enable: s.order_producing_enable,
    order_producing_message: s.order_producing_message,
    order_shipping_enable: s.order_shipping_enable,
    order_shipping_message: s.order_shipping_message,
  };
}

/**
 * Site settings (/sites/:id/settings, Administrator and Seller): the tabs Email notification,
 * Fulfill role and, for sites without a shop, Generate Api key. An Administrator edits any
 * seller's site; a seller only their own (the server answers 'Site not found' otherwise, shown as
 * a plain not-found). A seller opening one of their sites makes it the current site, so the title
 * bar's site selector names the site this page edits.
 */
export function SiteSettingsScreen() {
  const { id = '' } = useParams();
  const [params, setParams] = useListSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const settings = useGetSiteSettingQuery({ site_id: id });
  const currentSiteId = useAppSelector((state) => state.currentSite.siteId);
  const ownSiteId = settings.data?.getSiteSetting.site.owned
    ? settings.data.getSiteSetting.site.id
    : null;

  useEffect(() => {
    if (ownSiteId && ownSiteId !== currentSiteId) dispatch(currentSiteChosen(ownSiteId));
  }, [ownSiteId, currentSiteId, dispatch]);
  const [update] = useUpdateSiteSettingsMutation();
  const [generate] = useGenerateSiteApiKeyMutation();

  const save = async (values: SiteSettingsInput) => {
    await update({ site_id: id, settings: values }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.siteSettingsUpdated }));
  };
  const generateKey = async () => {
    await generate({ site_id: id }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.siteSettingsUpdated }));
  };

  if (settings.isLoading || (settings.isFetching && !settings.data)) {
    return <Skeleton lines={8} label="Loading the site settings" />;
  }
  if (isNotFound(settings.error)) {
    // Another seller's site, or none: nothing to try again, only the way back to one's sites.
    return (
      <NotFound
        headingLevel={2}
        message={errorMessage(settings.error, MESSAGES.somethingWrong)}
        backLabel="Back to Sites"
        onBack={() => navigate('/sites')}
      />
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <Alert
        variant="error"
        title={errorMessage(settings.error, MESSAGES.somethingWrong)}
        action={<Button onClick={() => void settings.refetch()}>Try again</Button>}
      />
    );
  }

  const data = settings.data.getSiteSetting;
  const { site } = data;
  const items: TabItem[] = [
    {
      value: 'email',
      label: 'Email notification',
      content: (
        <Suspense fallback={<Skeleton lines={6} label="Loading the email notification form" />}>
          <EmailNotificationForm initialValues={emailValues(data)} onSubmit={save} />
        </Suspense>
      ),
    },
    {
      value: 'fulfill-role',
      label: 'Fulfill role',
      content: (
        <FulfillRoleForm
          initialValue={data.fulfill_role}
          onSubmit={(fulfill_role) => save({ fulfill_role })}
        />
      ),
    },
  ];
  // Spec 1 §2: the Generate Api key tab is hidden when the site type is online.
  if (site.api_key_allowed) {
    items.push({
      value: 'api-key',
      label: 'Generate Api key',
      content: (
        <ApiKeyPanel
          siteTitle={site.title}
          apiKey={site.api_key}
          owned={site.owned}
          onGenerate={generateKey}
        />
      ),
    });
  }
  const requested = params.get('tab') as SiteSettingsTab | null;
  const tab = items.some((item) => item.value === requested) ? requested! : 'email';

  return (
    <Page>
      <SiteHeader>
        <SiteName>{site.title}</SiteName>
        <SiteFacts>
          {site.domain} · {site.platform}
          {!site.owned && ` · Seller: ${site.owner.first_name} ${site.owner.last_name}`}
        </SiteFacts>
      </SiteHeader>
      <Tabs
        aria-label="Site settings"
        items={items}
        value={tab}
        onChange={(next) => setParams(next === 'email' ? {} : { tab: next }, { replace: true })}
      />
    </Page>
  );
}
