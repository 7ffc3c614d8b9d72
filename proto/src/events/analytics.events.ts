import { pharmacyDataDeleted } from './pharmacy.events';

/** Analytics publishes nothing else: others read its subgraph. */
export const analyticsEvents = {
  'analytics.pharmacy-data.deleted': {
    version: 1,
    description: "Analytics deleted a deleted pharmacy's read models (activity, sessions, messages, response times, ratings).",
    data: pharmacyDataDeleted,
  },
} as const;
