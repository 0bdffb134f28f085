import { MESSAGES } from '@podoffice/domain';
import { useAppDispatch } from '../../store/hooks';
import { notify } from '../../store/notifications';
import {
  useAuthorizeSiteMutation,
  useDeleteSiteMutation,
  useFetchSiteProductVariantsMutation,
  useUpdateSiteWebhooksMutation,
  type SiteListItemFragment,
} from '../api';

/** Sends the browser to another address with a full page load. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * The table's row actions, each answered with the spec's message. A failure needs nothing here:
 * the store shows the server's message in a toast.
 */
export function useSiteActions(redirect: (url: string) => void = assignLocation) {
  const dispatch = useAppDispatch();
  const [deleteSite] = useDeleteSiteMutation();
  const [authorizeSite] = useAuthorizeSiteMutation();
  const [updateWebhooks] = useUpdateSiteWebhooksMutation();
  const [fetchVariants] = useFetchSiteProductVariantsMutation();
  const success = (message: string) => dispatch(notify({ type: 'success', message }));

  return {
    remove: async (site: SiteListItemFragment) => {
      const result = await deleteSite({ id: site.id });
      if (!result.error) success(MESSAGES.siteDisabled);
    },
    connect: async (site: SiteListItemFragment) => {
      const result = await authorizeSite({ id: site.id });
      if (result.data) redirect(result.data.authorizeSite);
    },
    updateWebhooks: async (site: SiteListItemFragment) => {
      const result = await updateWebhooks({ id: site.id });
      if (!result.error) success(MESSAGES.webhooksUpdated);
    },
    fetchVariants: async (site: SiteListItemFragment) => {
      const result = await fetchVariants({ site_id: site.id });
      if (result.data) success(result.data.FetchProductVariants || MESSAGES.success);
    },
  };
}
