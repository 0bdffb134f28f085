// The benches' one way of calling the API: the schema run in process (no HTTP) as an
// Administrator, with a fresh context (and DataLoaders) per call, as a request would have.
import { graphql } from 'graphql';
import { DEFAULT_THROTTLE_LIMITS } from '../src/auth/limits';
import type { OpenDatabase } from '../src/db/client';
import { toUser, userWithRolesById, type UserRow } from '../src/graphql/accounts/users';
import type { Context, Services, Viewer } from '../src/graphql/context';
import { requestLoaders } from '../src/graphql/loaders';
import { buildSchema } from '../src/graphql/schema';
import { createMailer } from '../src/mail/mailer';

/** A user's services and a fresh request context per call, as the server would make. */
export function benchContext(
  database: OpenDatabase,
  user: UserRow,
  roleId: number,
  role = 'Administrator',
) {
  const { db } = database;
  // The caller's own sites (a Seller's scope) read once, on the first call: the bench times the
  // calls' own work, the caller's lookup aside, as before.
  let viewer: Viewer | undefined;
  const loadViewer = async (): Promise<Viewer> =>
    (viewer ??= {
      id: user.id,
      roles: [role],
      user: toUser(user, [{ id: roleId, name: role }]),
      users_read_only: false,
      sites: (await userWithRolesById(db, user.id))?.sites ?? [],
    });
  const services: Services = {
    db,
    listDb: database.listDb,
    dbKind: database.kind,
    mailer: createMailer({ from: 'bench@bench.test', db }),
    jwtKey: new Uint8Array(32),
    tokenTtlSeconds: 3600,
    appUrl: 'http://localhost',
    usersReadOnlyEmails: new Set(),
    throttles: DEFAULT_THROTTLE_LIMITS,
    now: () => new Date(),
  };
  const context = (): Context => ({
    services,
    db,
    now: new Date(),
    clientAddress: '127.0.0.1',
    viewer: loadViewer,
    knownViewer: () => viewer,
    loader: requestLoaders(db),
  });
  return { services, context };
}

/** Runs `source` as `admin` and answers its data and the time the call took, in ms. */
export function asAdministrator(database: OpenDatabase, admin: UserRow, adminRoleId: number) {
  return asUser(database, admin, adminRoleId, 'Administrator');
}

/** Runs `source` as `user` with one role (a Seller's, a Supplier's), as asAdministrator. */
export function asUser(database: OpenDatabase, user: UserRow, roleId: number, role: string) {
  const { context } = benchContext(database, user, roleId, role);
  const schema = buildSchema();
  return async <T>(source: string, variableValues: Record<string, unknown>) => {
    const contextValue = context();
    const started = performance.now();
    const result = await graphql({ schema, source, contextValue, variableValues });
    const elapsed = performance.now() - started;
    if (result.errors?.length) throw result.errors[0];
    return { elapsed, data: result.data as T };
  };
}
