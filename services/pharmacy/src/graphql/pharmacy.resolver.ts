import { referenceResolver, withContext } from '@pharmachat/chassis';
import type { PharmacyAccess, PharmacyApplication } from '../application/pharmacy.application';
import { emergencyNumberFor, platformEmergencyNumber } from '../domain/emergency-number';
import type { Pharmacy } from '../domain/pharmacy';
import type { Resolvers } from './resolvers.generated';

/** A pharmacy as GraphQL shows it; what only its staff may see is null in the public view. */
export function pharmacyView(pharmacy: Pharmacy, access: PharmacyAccess, now = new Date(), platformNumber = platformEmergencyNumber(process.env)) {
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
    emergencyNumber: emergencyNumberFor(pharmacy.timeZone, platformNumber),
    status: owner ? pharmacy.status : null,
    createdAt: pharmacy.createdAt.toISOString(),
    settings: owner ? pharmacy.settings : null,
    // what a patient reads when they start a chat: public
    chatGreeting: pharmacy.settings?.chatGreeting ?? '',
  };
}

export type PharmacyView = ReturnType<typeof pharmacyView>;

export function pharmacyResolvers(app: PharmacyApplication): Resolvers {
  // read once: the platform's number for pages without a pharmacy and for time zones not in the table
  const platformNumber = platformEmergencyNumber(process.env);
  const view = (pharmacy: Pharmacy, access: PharmacyAccess) => pharmacyView(pharmacy, access, new Date(), platformNumber);
  return {
    Query: {
      // the public directory is open to everyone
      publicPharmacies: withContext(async () => (await app.listPublicPharmacies()).map((pharmacy) => view(pharmacy, 'public'))),
      publicPharmacy: withContext(async ({ id }) => view(await app.getPublicPharmacy(id), 'public')),
      pharmacy: withContext(async ({ id }, ctx) => view(await app.getPharmacy(ctx.principal, id), 'owner')),
      pharmacies: withContext(async (_args, ctx) => (await app.listAllPharmacies(ctx.principal)).map((pharmacy) => view(pharmacy, 'owner'))),
      // public, like the emergency line on every page
      emergencyNumber: () => platformNumber,
    },
    Mutation: {
      // open to everyone (the registration form); the registrant sees what they submitted
      registerPharmacy: withContext(async ({ input }, ctx) => view(await app.registerPharmacy(ctx.principal, input), 'owner')),
      approvePharmacy: withContext(async ({ id }, ctx) => view(await app.approvePharmacy(ctx.principal, id), 'owner')),
    },
    Pharmacy: {
      __resolveReference: referenceResolver(async (reference, ctx) => {
        const { pharmacy, access } = await app.getPharmacyFor(ctx.principal, reference.id);
        return view(pharmacy, access);
      }),
    },
  };
}
