import { withContext, type Resolvers } from '@pharmachat/chassis';
import type { AnalyticsApplication } from './analytics.application';

export function analyticsResolvers(app: AnalyticsApplication): Resolvers {
  return {
    Query: {
      pharmacyActivity: withContext(({ pharmacyId }: { pharmacyId: string }, ctx) => app.pharmacyActivity(ctx.principal, pharmacyId)),
    },
    Pharmacy: {
      __resolveReference: (reference: { id: string }) => ({ id: reference.id }),
      // public: no principal needed
      publicStats: (parent: { id: string }) => app.publicStats(parent.id),
    },
  } as Resolvers;
}
