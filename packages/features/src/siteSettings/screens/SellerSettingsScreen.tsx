import { Link } from 'react-router-dom';
import { MESSAGES } from '@podoffice/domain';
import { Alert, Button, Card, EmptyState, Skeleton, Tabs } from '@podoffice/ui';
import { errorMessage } from '../../api/baseApi';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { useGenerateSiteApiKeyMutation, useSiteApiKeysQuery } from '../api';
import { ApiKeyPanel } from '../components/ApiKeyPanel';
import { KeyList, Page } from './SiteSettingsScreen.styles';

/**
 * Settings (/settings, sellers): the API key generation tab. Each of the seller's sites without a
 * shop (api or import) has its own order API key, kept on the site; an outside system sends
 * orders to that site with it. Only the seller sees the keys.
 */
export function SellerSettingsScreen() {
  const dispatch = useAppDispatch();
  const keys = useSiteApiKeysQuery();
  const [generate] = useGenerateSiteApiKeyMutation();

  const generateFor = (siteId: string) => async () => {
    await generate({ site_id: siteId }).unwrap();
    dispatch(notify({ type: 'success', message: MESSAGES.settingsSaved }));
  };

  let content;
  if (keys.isLoading || (keys.isFetching && !keys.data)) {
    content = <Skeleton lines={6} label="Loading your API keys" />;
  } else if (keys.isError || !keys.data) {
    content = (
      <Alert
        variant="error"
        title={errorMessage(keys.error, MESSAGES.somethingWrong)}
        action={<Button onClick={() => void keys.refetch()}>Try again</Button>}
      />
    );
  } else if (keys.data.siteApiKeys.length === 0) {
    content = (
      <EmptyState
        title="No sites without a shop yet"
        description="API keys belong to api and import sites. Add one to send orders through the order API."
        action={<Link to="/sites">Connect Sites</Link>}
      />
    );
  } else {
    content = (
      <KeyList>
        {keys.data.siteApiKeys.map((site) => (
          <Card key={site.site_id} title={site.title} extra={site.platform}>
            <ApiKeyPanel
              siteTitle={site.title}
              apiKey={site.api_key}
              owned
              onGenerate={generateFor(site.site_id)}
            />
          </Card>
        ))}
      </KeyList>
    );
  }

  return (
    <Page>
      <Tabs
        aria-label="Settings"
        items={[{ value: 'api-key', label: 'Generate Api key', content }]}
      />
    </Page>
  );
}
