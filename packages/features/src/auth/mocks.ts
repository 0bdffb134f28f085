import { HttpResponse } from 'msw';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import {
  FIXTURE_PASSWORD,
  fixtureToken,
  userOfRequest,
  usersByRole,
  type UserFixture,
} from '../shared/fixtures';

export {
  FIXTURE_PASSWORD,
  fixtureToken,
  makeUser,
  usersByRole,
  type UserFixture,
} from '../shared/fixtures';

/** The fixture user signing in with this address. */
export function userByEmail(email: string): UserFixture | undefined {
  return Object.values(usersByRole).find((u) => u.email === email.trim().toLowerCase());
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every auth call answered the way a healthy server does. */
export function authHandlers() {
  const api = apiLink();
  return [
    api.mutation('Login', ({ variables }) => {
      const user = userByEmail(String(variables.email));
      if (!user || variables.password !== FIXTURE_PASSWORD)
        return graphqlError(SERVER_MESSAGES.invalidCredentials);
      return HttpResponse.json({
        data: {
          login: {
            token: fixtureToken(user),
            expired_at: new Date(Date.now() + DAY_MS).toISOString(),
            user,
          },
        },
      });
    }),
    api.query('Me', ({ request }) => {
      const user = userOfRequest(request);
      return user
        ? HttpResponse.json({ data: { me: user } })
        : graphqlError(SERVER_MESSAGES.notSignedIn);
    }),
    api.mutation('Register', () => HttpResponse.json({ data: { register: '100' } })),
    api.mutation('AccountActivation', () =>
      HttpResponse.json({ data: { accountActivation: true } }),
    ),
    api.mutation('ResetPassword', () => HttpResponse.json({ data: { resetPassword: true } })),
    api.mutation('ResetPasswordByToken', () =>
      HttpResponse.json({ data: { resetPasswordByToken: true } }),
    ),
    api.mutation('ChangePassword', () => HttpResponse.json({ data: { changePassword: true } })),
    api.mutation('Logout', ({ request }) =>
      userOfRequest(request)
        ? HttpResponse.json({ data: { logout: true } })
        : graphqlError(SERVER_MESSAGES.notSignedIn),
    ),
  ];
}

type AuthOperation =
  | 'Login'
  | 'Me'
  | 'Register'
  | 'AccountActivation'
  | 'ResetPassword'
  | 'ResetPasswordByToken'
  | 'ChangePassword'
  | 'Logout';

function isQuery(operation: AuthOperation) {
  return operation === 'Me';
}

/** One auth call failing with the server's message; put it before authHandlers() to override. */
export function authFailure(operation: AuthOperation, message: string) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/**
 * One auth call refused as the server throttles it: HTTP 429 with Retry-After and the message
 * that says when to come back.
 */
export function authThrottled(operation: AuthOperation, message: string, retryAfterSeconds = 60) {
  return apiLink().mutation(operation, () =>
    HttpResponse.json(
      { errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] },
      { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  );
}

/** One auth call that never answers: the loading state. */
export function authLoading(operation: AuthOperation) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** Me answering for one user whatever the token: a signed-in session in stories and tests. */
export function meAs(user: UserFixture) {
  return apiLink().query('Me', () => HttpResponse.json({ data: { me: user } }));
}
