import { withContext } from '@pharmachat/chassis';
import type { AnalyticsApplication } from './analytics.application';
import type { Resolvers } from './graphql/resolvers.generated';

export function analyticsResolvers(app: AnalyticsApplication): Resolvers {
  return {
    Query: {
      pharmacyActivity: withContext(({ pharmacyId }, ctx) => app.pharmacyActivity(ctx.principal, pharmacyId)),
    },
    Pharmacy: {
      // the reference is all this subgraph needs to add its fields
      __resolveReference: (reference) => reference,
      // public: no principal needed
      publicStats: (parent) => app.publicStats(parent.id),
    },
  };
}
