import { withContext } from '@pharmachat/chassis';
import type { AnalyticsApplication } from './analytics.application';
import type { Resolvers } from './graphql/resolvers.generated';

export function analyticsResolvers(app: AnalyticsApplication): Resolvers {
  return {
    Query: {
      pharmacyActivity: withContext(({ pharmacyId }, ctx) => app.pharmacyActivity(ctx.principal, pharmacyId)),
      pharmacyDashboard: withContext(({ pharmacyId, from, to }, ctx) => app.pharmacyDashboard(ctx.principal, pharmacyId, { from: from ?? undefined, to: to ?? undefined })),
      pharmacyAnalytics: withContext(({ pharmacyId, from, to }, ctx) => app.pharmacyAnalytics(ctx.principal, pharmacyId, { from: from ?? undefined, to: to ?? undefined })),
      platformStats: withContext((_args, ctx) => app.platformStats(ctx.principal)),
      pharmacyPerformance: withContext((_args, ctx) => app.pharmacyPerformance(ctx.principal)),
    },
    Pharmacy: {
      // the reference is all this subgraph needs to add its fields
      __resolveReference: (reference) => reference,
      // public: no principal needed
      publicStats: (parent) => app.publicStats(parent.id),
    },
  };
}
