/** A shop answered badly or could not be reached; the message is safe to show the user. */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** How long a shop may take to answer one request. */
const TIMEOUT_MS = 15_000;

export interface ShopResponse<T> {
  body: T;
  headers: Headers;
}

/** One JSON request to a shop; any failure becomes a PlatformError naming the platform. */
export async function shopRequest<T>(
  platformLabel: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<ShopResponse<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PlatformError(`Could not reach the ${platformLabel} shop`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PlatformError(
      `The ${platformLabel} shop refused the request (HTTP ${response.status})`,
      response.status,
    );
  }
  const text = await response.text();
  try {
    return { body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  } catch {
    throw new PlatformError(`The ${platformLabel} shop sent an answer that is not JSON`);
  }
}
