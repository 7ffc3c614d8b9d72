import { withContext } from '@pharmachat/chassis';
import type { PharmacyApplication } from '../application/pharmacy.application';
import type { PharmacySelfService } from '../application/pharmacy-self-service';
import { platformEmergencyNumber } from '../domain/emergency-number';
import { pharmacyView } from './pharmacy.resolver';
import type { Resolvers } from './resolvers.generated';

/** Settings and Pharmacy Locations (the owner's own pharmacies, in the owner view), added to the service's resolvers. */
export function withSelfService(resolvers: Resolvers, selfService: PharmacySelfService): Resolvers {
  const platformNumber = platformEmergencyNumber(process.env);
  const view = (pharmacy: Parameters<typeof pharmacyView>[0]) => pharmacyView(pharmacy, 'owner', new Date(), platformNumber);
  return {
    ...resolvers,
    Query: {
      ...resolvers.Query,
      myPharmacies: withContext(async (_args, ctx) => (await selfService.myPharmacies(ctx.principal)).map(view)),
    },
    Mutation: {
      ...resolvers.Mutation,
      updatePharmacy: withContext(async ({ id, input }, ctx) => view(await selfService.updatePharmacy(ctx.principal, { id, ...input }))),
      addPharmacyLocation: withContext(async ({ input }, ctx) => view(await selfService.addLocation(ctx.principal, input))),
      deletePharmacyLocation: withContext(async ({ id }, ctx) => selfService.deleteLocation(ctx.principal, id)),
    },
  };
}

/** The application with its owner self-service (built beside it, see index.ts). */
export type PharmacyApplicationWithSelfService = PharmacyApplication & { selfService: PharmacySelfService };
