import { referenceResolver, withContext, type Resolvers } from '@pharmachat/chassis';
import type { PharmacyAccess, PharmacyApplication, RegisterPharmacyInput } from '../application/pharmacy.application';
import type { Pharmacy } from '../domain/pharmacy';

/** A pharmacy as GraphQL shows it; what only its staff may see is null in the public view. */
export function pharmacyView(pharmacy: Pharmacy, access: PharmacyAccess, now = new Date()) {
  const owner = access === 'owner';
  return {
    id: pharmacy.id,
    name: pharmacy.name,
    address: pharmacy.address,
    phone: pharmacy.phone,
    email: owner ? pharmacy.email : null,
    licenseNumber: owner ? pharmacy.licenseNumber : null,
    openingHours: pharmacy.openingHours,
    operatingHours: pharmacy.operatingHours,
    timeZone: pharmacy.timeZone,
    isOnline: pharmacy.isOnline(now),
    status: owner ? pharmacy.status : null,
    createdAt: pharmacy.createdAt.toISOString(),
    settings: owner ? pharmacy.settings : null,
  };
}

/**
 * Wraps an entity's `__resolveReference`, which Apollo calls as (reference, context, info), not as
 * (parent, args, context) like the resolvers `withContext` wraps.
 */
export function pharmacyResolvers(app: PharmacyApplication): Resolvers {
  return {
    Query: {
      // the public directory is open to everyone
      publicPharmacies: withContext(async () => (await app.listPublicPharmacies()).map((pharmacy) => pharmacyView(pharmacy, 'public'))),
      publicPharmacy: withContext(async ({ id }: { id: string }) => pharmacyView(await app.getPublicPharmacy(id), 'public')),
      pharmacy: withContext(async ({ id }: { id: string }, ctx) => pharmacyView(await app.getPharmacy(ctx.principal, id), 'owner')),
      pharmacies: withContext(async (_args: unknown, ctx) => (await app.listAllPharmacies(ctx.principal)).map((pharmacy) => pharmacyView(pharmacy, 'owner'))),
    },
    Mutation: {
      // open to everyone (the registration form); the registrant sees what they submitted
      registerPharmacy: withContext(async ({ input }: { input: RegisterPharmacyInput }, ctx) => pharmacyView(await app.registerPharmacy(ctx.principal, input), 'owner')),
      approvePharmacy: withContext(async ({ id }: { id: string }, ctx) => pharmacyView(await app.approvePharmacy(ctx.principal, id), 'owner')),
    },
    Pharmacy: {
      __resolveReference: referenceResolver(async (reference, ctx) => {
        const { pharmacy, access } = await app.getPharmacyFor(ctx.principal, reference.id);
        return pharmacyView(pharmacy, access);
      }),
    },
  } as Resolvers;
}
