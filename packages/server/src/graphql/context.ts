import { SERVER_MESSAGES } from '@podoffice/domain';
import { verifySessionToken } from '../auth/jwt';
import type { ThrottleLimits } from '../auth/limits';
import type { Database, OpenDatabase } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { toUser, userWithRolesById, type OwnSite } from './accounts/users';
import { clientError, notSignedIn } from './errors';
import { requestLoaders, type LoaderOf } from './loaders';
import type { UserModel } from './accounts/users';

/** What every request shares: storage, mail, keys and the clock. */
export interface Services {
  db: Database;
  /** The lists' and dashboards' reads (OpenDatabase.listDb; listRead). */
  listDb: Database;
  dbKind: OpenDatabase['kind'];
  mailer: Mailer;
  jwtKey: Uint8Array;
  tokenTtlSeconds: number;
  /** Public origin for mailed links, known once the server listens. */
  appUrl: string;
  /** Accounts (lower-case emails) that may read users but not create or edit them (spec 1 §4). */
  usersReadOnlyEmails: ReadonlySet<string>;
  throttles: ThrottleLimits;
  now(): Date;
}

/** The signed-in caller: roles as names (what the domain's rules read) and the full user. */
export interface Viewer {
  id: number;
  roles: string[];
  user: UserModel;
  /** The account of spec 1 §4 that may not edit or create users (canEditUsers). */
  users_read_only: boolean;
  /**
   * The caller's own sites as the request began (a Seller's; none for others): the scope of every
   * order read of theirs (orderScope), read with the caller rather than again for each read.
   */
  sites: readonly OwnSite[];
}

export interface Context {
  services: Services;
  db: Database;
  /** One clock reading per request, so every check in it agrees on the time. */
  now: Date;
  /** The caller's address as throttles count it (a trusted proxy's X-Forwarded-For, else the peer). */
  clientAddress: string;
  /** The caller from the bearer token; refuses a missing, invalid or expired token, or a blocked user. */
  viewer(): Promise<Viewer>;
  /**
   * The caller once viewer() has answered, else undefined: checks made for each field of a page's
   * rows (amountResolvers) answer at once rather than each with a promise of its own (issue 29).
   */
  knownViewer(): Viewer | undefined;
  /** This request's DataLoader for a batch (loaders.ts): per-row fields cost one query per page. */
  loader: LoaderOf;
}

export function createContext(
  services: Services,
  request: Request,
  clientAddress: string,
): Context {
  const now = services.now();
  let viewer: Promise<Viewer> | undefined;
  let known: Viewer | undefined;
  return {
    services,
    db: services.db,
    now,
    clientAddress,
    viewer: () =>
      (viewer ??= loadViewer(services, request, now).then((loaded) => (known = loaded))),
    knownViewer: () => known,
    loader: requestLoaders(services.db),
  };
}

/**
 * A request-like context for a background job that acts as the user who started it (a design
 * download saving the order's print files): the same checks as their own request, at the job's time.
 * Refused like a request when the account was blocked or deleted since.
 */
export function jobContext(services: Services, userId: number): Context {
  const now = services.now();
  let viewer: Promise<Viewer> | undefined;
  let known: Viewer | undefined;
  return {
    services,
    db: services.db,
    now,
    clientAddress: 'job',
    viewer: () => (viewer ??= viewerById(services, userId).then((loaded) => (known = loaded))),
    knownViewer: () => known,
    loader: requestLoaders(services.db),
  };
}

async function viewerById(services: Services, userId: number): Promise<Viewer> {
  const found = await userWithRolesById(services.db, userId);
  if (!found) throw notSignedIn();
  if (!found.row.status) throw clientError(SERVER_MESSAGES.userBlocked, 'UNAUTHENTICATED');
  return viewerOf(services, found);
}

/** The viewer of a user that may act: their roles by name and the read-only flag. */
function viewerOf(
  services: Services,
  { row, roles, sites }: NonNullable<Awaited<ReturnType<typeof userWithRolesById>>>,
): Viewer {
  return {
    id: row.id,
    roles: roles.map((r) => r.name),
    user: toUser(row, roles),
    users_read_only: isUsersReadOnly(services, row.email),
    sites,
  };
}

/** Whether an account is the read-only one of spec 1 §4 (USERS_READ_ONLY_EMAILS). */
export function isUsersReadOnly(services: Services, email: string): boolean {
  return services.usersReadOnlyEmails.has(email.toLowerCase());
}

async function loadViewer(services: Services, request: Request, now: Date): Promise<Viewer> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) throw notSignedIn();
  const claims = await verifySessionToken(match[1], services.jwtKey, now);
  if (claims === null) throw notSignedIn();
  const found = await userWithRolesById(services.db, claims.userId);
  if (!found) throw notSignedIn();
  const { row } = found;
  // The owner of a blocked account is told so, rather than only signed out.
  if (!row.status) throw clientError(SERVER_MESSAGES.userBlocked, 'UNAUTHENTICATED');
  // A new password, signing out or a block raised the version: older tokens are revoked.
  if (row.tokenVersion !== claims.version) throw notSignedIn();
  if (!row.activated) throw clientError(SERVER_MESSAGES.userInactive, 'UNAUTHENTICATED');
  return viewerOf(services, found);
}
