// MSW handlers and fixtures of the profile area, re-exported by src/mocks.ts.
import { http, HttpResponse } from 'msw';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { defaultApiEndpoint } from '../api/baseApi';
import { FIXTURE_PASSWORD, userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { ProfileFieldsFragment, UpdateUserInput } from './api/Profile.generated';

export type ProfileFixture = ProfileFieldsFragment;

// A 1 × 1 PNG, so an avatar shows without the network.
const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+2M3+XQAAAABJRU5ErkJggg==';

/** Where the mock store takes uploads: the API's origin, as the server's own folder store. */
export function mockUploadBase(): string {
  return `${new URL(defaultApiEndpoint()).origin}/__mock-files`;
}

/** The profile of a fixture user (the signed-in Seller by default), birthday and address filled. */
export function makeProfile(overrides: Partial<ProfileFixture> = {}): ProfileFixture {
  const seller = usersByRole.Seller;
  return {
    id: seller.id,
    first_name: seller.first_name,
    last_name: seller.last_name,
    email: seller.email,
    phone: seller.phone ?? null,
    address: '12 Demo Street, Springfield',
    birthday: '1990-05-17',
    avatar: null,
    ...overrides,
  };
}

export const profileAvatarUrl = AVATAR;

/**
 * The profile calls, answered for the caller of each request and changed by updates, and the
 * upload address the file is PUT to. The current password of every fixture user is
 * FIXTURE_PASSWORD.
 */
export function profileHandlers(overrides: Partial<ProfileFixture> = {}) {
  const profiles = new Map<string, ProfileFixture>();
  const files = new Map<string, { id: string; url: string }>();
  let nextFile = 500;
  const profileOf = (request: Request) => {
    const user = userOfRequest(request) ?? usersByRole.Seller;
    const known = profiles.get(user.id);
    if (known) return known;
    const fresh = makeProfile({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone ?? null,
      ...overrides,
    });
    profiles.set(user.id, fresh);
    return fresh;
  };
  const api = apiLink();
  return [
    api.query('Profile', ({ request }) => HttpResponse.json({ data: { me: profileOf(request) } })),
    api.mutation('UpdateProfile', ({ variables, request }) => {
      const current = profileOf(request);
      if (variables.id !== current.id) return graphqlError(SERVER_MESSAGES.forbidden);
      const input = variables.input as UpdateUserInput;
      const avatar =
        input.avatar_id === undefined
          ? current.avatar
          : input.avatar_id === null
            ? null
            : (files.get(input.avatar_id) ?? null);
      const updated: ProfileFixture = {
        ...current,
        first_name: input.first_name ?? current.first_name,
        last_name: input.last_name ?? current.last_name,
        email: input.email ?? current.email,
        birthday: input.birthday ?? current.birthday,
        phone: input.phone === undefined ? current.phone : input.phone,
        address: input.address === undefined ? current.address : input.address,
        avatar,
      };
      profiles.set(updated.id, updated);
      return HttpResponse.json({ data: { updateUser: updated } });
    }),
    api.mutation('ChangeOwnPassword', ({ variables }) =>
      variables.current_password === FIXTURE_PASSWORD
        ? HttpResponse.json({
            data: {
              changePassword: true,
              login: { token: 'fixture-token-renewed', expired_at: '2099-01-01T00:00:00.000Z' },
            },
          })
        : graphqlError(SERVER_MESSAGES.wrongCurrentPassword),
    ),
    api.mutation('CreateUploadUrl', ({ variables }) => {
      const key = `uploads/${Date.now()}/${variables.filename}`;
      return HttpResponse.json({
        data: { createSignedUrl: { key, url: `${mockUploadBase()}/${key}?signature=mock` } },
      });
    }),
    // Like a bucket's presigned address, which signs the condition: a PUT without it is refused.
    http.put(
      `${mockUploadBase()}/*`,
      ({ request }) =>
        new HttpResponse(null, {
          status: request.headers.get('if-none-match') === '*' ? 200 : 403,
        }),
    ),
    api.mutation('RecordUploadedFile', () => {
      const file = { id: String(nextFile++), url: AVATAR };
      files.set(file.id, file);
      return HttpResponse.json({
        data: { createFile: { ...file, preview_url: AVATAR } },
      });
    }),
  ];
}

type ProfileOperation =
  'Profile' | 'UpdateProfile' | 'ChangeOwnPassword' | 'CreateUploadUrl' | 'RecordUploadedFile';

/** One profile call failing with the server's message; put it before profileHandlers(). */
export function profileFailure(operation: ProfileOperation, message: string) {
  const api = apiLink();
  return operation === 'Profile'
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** The profile that never arrives: the loading state. */
export function profileLoading() {
  return apiLink().query('Profile', neverResolves);
}

/** The storage refusing the PUT of an upload (the address expired, the file is too large). */
export function profileUploadRefused() {
  return http.put(`${mockUploadBase()}/*`, () => new HttpResponse(null, { status: 403 }));
}
