export * from './compose';
export * from './gateway';
export * from './server';
export { LiveHub } from './live/live-hub';
export { registeredRoutes } from './rest/rest-support';
export { memoryRateLimitStore, postgresRateLimitStore, type RateLimitStore } from './rest/rate-limit';
export { subgraphUrlVariable, subgraphUrlVariables } from './subgraph-urls';
