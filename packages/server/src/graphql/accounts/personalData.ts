import type { GraphQLResolveInfo } from 'graphql';
import { canReadUserDetails } from '@podoffice/domain';
import type { Context } from '../context';
import { forbidden } from '../errors';
import type { UserResolvers } from '../resolvers-types.generated';
import { detailsRefused } from './messages';
import type { UserModel } from './users';

/** Anything that stands for a person: a User, or the creater of a balance entry, level or news. */
interface Person {
  id: string | number;
  signingIn?: true;
}

/**
 * Refuses one of a person's details to a caller who is neither an Administrator nor that person,
 * as an error on that field that names it: a client learns what it may not ask for, and the
 * other fields of the answer still arrive.
 */
export async function requireUserDetails(ctx: Context, person: Person, field: string) {
  if (person.signingIn) return;
  if (!canReadUserDetails(await ctx.viewer(), person.id)) throw forbidden(detailsRefused(field));
}

/** The email of a creater or updater (balance entries, levels, news), under the same rule. */
export async function personEmail(
  parent: Person & { email: string },
  _args: unknown,
  ctx: Context,
) {
  await requireUserDetails(ctx, parent, 'email');
  return parent.email;
}

type Resolvers = Required<UserResolvers<Context, UserModel>>;
type FieldOf<K extends keyof Resolvers> = Extract<Resolvers[K], (...args: never[]) => unknown>;
type Resolve = (parent: UserModel, args: object, ctx: Context, info: GraphQLResolveInfo) => unknown;

/** A User field for Administrators and the user, resolved by `resolve` (the stored value by default). */
export function detail<K extends keyof Resolvers>(field: K, resolve?: FieldOf<K>): FieldOf<K> {
  const read = resolve as Resolve | undefined;
  const guarded: Resolve = async (parent, args, ctx, info) => {
    await requireUserDetails(ctx, parent, field);
    return read ? read(parent, args, ctx, info) : parent[field as keyof UserModel];
  };
  return guarded as FieldOf<K>;
}
