import { withContext } from '@pharmachat/chassis';
import type { RetentionApplication } from '../application/retention.application';
import type { PurgeRun, RetentionPolicy } from '../domain/retention-policy';
import type { Resolvers } from './resolvers.generated';

export function policyView(policy: RetentionPolicy) {
  return { retentionDays: policy.retentionDays, purgeHour: policy.purgeHour, updatedAt: policy.updatedAt.toISOString() };
}

export function purgeRunView(run: PurgeRun) {
  return { id: run.id, cutoff: run.cutoff.toISOString(), requestedAt: run.requestedAt.toISOString(), trigger: run.trigger };
}

export function retentionResolvers(app: RetentionApplication): Resolvers {
  return {
    Query: {
      retentionPolicy: withContext(async (_args, ctx) => policyView(await app.getPolicy(ctx.principal))),
      purgeRuns: withContext(async ({ limit }, ctx) => (await app.listPurgeRuns(ctx.principal, limit)).map(purgeRunView)),
      nextPurgeAt: withContext(async (_args, ctx) => (await app.nextPurgeAt(ctx.principal)).toISOString()),
    },
    Mutation: {
      requestPurge: withContext(async (_args, ctx) => purgeRunView(await app.requestPurge(ctx.principal, 'manual'))),
    },
  };
}
