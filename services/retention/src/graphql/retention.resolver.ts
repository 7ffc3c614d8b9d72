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
      retentionStats: withContext(async (_args, ctx) => {
        const stats = await app.retentionStats(ctx.principal);
        return { ...stats, nextCleanup: stats.nextCleanup.toISOString(), lastCleanup: stats.lastCleanup?.toISOString() ?? null, lastCutoff: stats.lastCutoff?.toISOString() ?? null };
      }),
      purgePreview: withContext(async (_args, ctx) => {
        const preview = await app.purgePreview(ctx.principal);
        return { cutoff: preview.cutoff.toISOString(), retentionDays: preview.retentionDays };
      }),
      deletionLog: withContext(async ({ pharmacyId, limit }, ctx) =>
        (await app.deletionLog(ctx.principal, pharmacyId, limit)).map((entry) => ({ ...entry, cutoff: entry.cutoff.toISOString(), deletedAt: entry.deletedAt.toISOString() })),
      ),
    },
    PurgePreview: {
      // the cutoff is the whole key: the preview is computed again (super admins only)
      __resolveReference: async (reference, ctx) => {
        const policy = await app.getPolicy(ctx.principal);
        return { cutoff: reference.cutoff, retentionDays: policy.retentionDays };
      },
    },
    Mutation: {
      requestPurge: withContext(async (_args, ctx) => purgeRunView(await app.requestPurge(ctx.principal, 'manual'))),
    },
  };
}
