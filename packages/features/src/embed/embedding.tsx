import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where a connected screen keeps its list state (filters, tab, page). */
export type ListStatePlace = 'address' | 'memory';

/** How the screens live in their page: the app's own, or a host's that embeds them. */
export interface Embedding {
  /** The address of one of POD Office's pages (its path in the app, e.g. /orders/orders-manager/7). */
  linkTo: (path: string) => string;
  /** Whether screens show their "← Back" button. */
  showBack: boolean;
  /**
   * Whether screens show their own title (Internal Orders, Api/CSV Orders, Trackings, Import
   * history, External Orders, the dashboards): not under a title bar that names the page already
   * (the app's: APP_LAYOUT_EMBEDDING), so the page says its name once. Import orders keeps what the
   * title bar does not say, its site's name.
   */
  showTitle: boolean;
  /** Where list screens keep their filters and page. */
  listState: ListStatePlace;
  /** Put before each query key the lists write ('' keeps the app's own keys, as `?tab=`). */
  queryKeyPrefix: string;
}

/** The app's own: it owns the address bar, its paths are POD Office's. */
export const APP_EMBEDDING: Embedding = {
  linkTo: (path) => path,
  showBack: true,
  showTitle: true,
  listState: 'address',
  queryKeyPrefix: '',
};

/** The app's own, inside its signed-in layout, whose title bar names each page. */
export const APP_LAYOUT_EMBEDDING: Embedding = { ...APP_EMBEDDING, showTitle: false };

const EmbeddingContext = createContext<Embedding>(APP_EMBEDDING);

export const EmbeddingProvider = EmbeddingContext.Provider;

/** How the screens live in their page (PodOfficeProvider's options, the app's without one). */
export function useEmbedding(): Embedding {
  return useContext(EmbeddingContext);
}

/** The address of a POD Office page, for links and navigation out of a screen. */
export function useLinkTo(): (path: string) => string {
  return useContext(EmbeddingContext).linkTo;
}

/** Joins a host's base path ('/tools/pod', '/tools/pod/') and a POD path ('/orders'). */
export function underBasePath(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The new parameters, or a function of the current ones, as useSearchParams' setter takes. */
type ListParamsInit = URLSearchParams | Record<string, string>;
type SetListParams = (
  next: ListParamsInit | ((current: URLSearchParams) => ListParamsInit),
  options?: { replace?: boolean },
) => void;

/** The parameters of the keys that start with `prefix`, without it. */
function ownParams(address: URLSearchParams, prefix: string): URLSearchParams {
  const own = new URLSearchParams();
  for (const [key, value] of address) {
    if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  }
  return own;
}

/**
 * A list's query parameters, as useSearchParams gives them, wherever the embedding keeps them: the
 * whole address (the app), the keys that start with a prefix (the host's other keys stay as
 * they are), or component state (the address untouched).
 */
export function useListSearchParams(): [URLSearchParams, SetListParams] {
  const { listState, queryKeyPrefix: prefix } = useEmbedding();
  const [address, setAddress] = useSearchParams();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  // Same identity until the address changes: what screens memoize from the params holds.
  const params = useMemo(() => {
    if (listState === 'memory') return memory;
    return prefix ? ownParams(address, prefix) : address;
  }, [listState, memory, prefix, address]);
  const setParams = useCallback<SetListParams>(
    (next, options) => {
      const resolve = (current: URLSearchParams) =>
        new URLSearchParams(typeof next === 'function' ? next(current) : next);
      if (listState === 'memory') {
        setMemory(resolve);
        return;
      }
      setAddress((current) => {
        if (!prefix) return resolve(current);
        const merged = new URLSearchParams();
        for (const [key, value] of current) if (!key.startsWith(prefix)) merged.append(key, value);
        for (const [key, value] of resolve(ownParams(current, prefix))) {
          merged.append(`${prefix}${key}`, value);
        }
        return merged;
      }, options);
    },
    [listState, prefix, setAddress],
  );
  return [params, setParams];
}
