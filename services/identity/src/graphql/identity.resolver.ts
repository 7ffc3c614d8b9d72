import { referenceResolver, withContext, type Resolvers } from '@pharmachat/chassis';
import type { CreateStaffUserInput, IdentityApplication } from '../application/identity.application';
import type { StaffUser } from '../domain/staff-user';

export function staffUserView(user: StaffUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    pharmacyId: user.pharmacyId,
    status: user.status,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    isAdmin: user.isAdmin,
    lastActive: user.lastActiveAt?.toISOString() ?? null,
    // role switching comes with its own use case
    switchedRole: null,
  };
}

/**
 * Wraps an entity's `__resolveReference`, which Apollo calls as (reference, context, info), not as
 * (parent, args, context) like the resolvers `withContext` wraps.
 */
export function identityResolvers(app: IdentityApplication): Resolvers {
  return {
    Query: {
      me: withContext(async (_args: unknown, ctx) => {
        const user = await app.me(ctx.principal);
        return user ? staffUserView(user) : null;
      }),
    },
    Mutation: {
      // anyone may try to sign in; the gateway rate-limits this operation
      login: withContext(async ({ username, password }: { username: string; password: string }) => {
        const signedIn = await app.login(username, password);
        return { token: signedIn.token, user: staffUserView(signedIn.user) };
      }),
      createStaffUser: withContext(async ({ input }: { input: CreateStaffUserInput }, ctx) => staffUserView(await app.createStaffUser(ctx.principal, input))),
    },
    StaffUser: {
      __resolveReference: referenceResolver(async (reference, ctx) => staffUserView(await app.getStaffUser(ctx.principal, reference.id))),
    },
  } as Resolvers;
}
