import { Router } from 'express';
import { graphql } from './gql';
import { pathId, RestError, route, typedRun, type Execute } from './rest-support';

/**
 * Dashboards, analytics and data retention (spec part 2, sections 2.4-2.9 and 7): the pharmacy's chat sessions and
 * analytics, the super admin's global and system stats, pharmacy performance and the retention status, its preview,
 * a manual run and a pharmacy's deletion log. Figures come from the analytics and retention subgraphs.
 */

graphql(`
  fragment RestPharmacyAnalyticsFields on PharmacyAnalytics {
    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday
    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus
    monthlyPrice advancedAnalytics totalMessages averageResponseTime
    chatVolume { day conversations messages }
    topCategories { category sessions questions handedOver percentage }
    topQuestions { question count }
    peakHours { hour label messages }
    hourlyMessages { hour label messages }
    responseTimeDistribution { bucket label count percentage }
    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }
    satisfactionByCategory { category average ratings }
    ratingDistribution { stars count percentage }
    recommendations { rule title impact action priority }
  }
`);

const PharmacyChatSessionsListDocument = graphql(`
  query RestPharmacyChatSessionsList($pharmacyId: ID!) {
    pharmacyChatSessions(pharmacyId: $pharmacyId) {
      id pharmacyId patientId category startedAt status needsStaffAttention messageCount lastMessage lastMessageAt duration satisfactionRating
    }
  }
`);

const PharmacyAnalyticsDocument = graphql(`
  query RestPharmacyAnalytics($pharmacyId: ID!, $from: String, $to: String) { pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...RestPharmacyAnalyticsFields } }
`);

const GlobalStatsDocument = graphql(`
  query RestGlobalStats {
    platformStats {
      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue
      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince
      subscriptionBreakdown { plan subscriptions active monthlyRevenue }
    }
  }
`);

const PharmacyPerformanceDocument = graphql(`
  query RestPharmacyPerformance {
    pharmacyPerformance {
      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore
      averageResponseTime escalationRate
    }
  }
`);

const RetentionStatsDocument = graphql(`
  query RestRetentionStats {
    retentionStats {
      retentionDays purgeHour cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions
      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }
    }
  }
`);

const PurgePreviewDocument = graphql(`
  query RestPurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }
`);

const RunPurgeDocument = graphql(`
  mutation RestRunPurge { requestPurge { id cutoff requestedAt trigger } }
`);

const DeletionLogDocument = graphql(`
  query RestDeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId) { runId pharmacyId source what count cutoff deletedAt } }
`);

const day = /^\d{4}-\d{2}-\d{2}$/;

export function analyticsRoutes(execute: Execute): Router {
  const router = Router();
  const run = typedRun(execute);

  route(router, 'get', '/pharmacies/:pharmacyId/chat-sessions', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, PharmacyChatSessionsListDocument, { pharmacyId })).pharmacyChatSessions;
  });

  route(router, 'get', '/pharmacies/:pharmacyId/analytics', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    const from = typeof req.query.from === 'string' && day.test(req.query.from) ? req.query.from : null;
    const to = typeof req.query.to === 'string' && day.test(req.query.to) ? req.query.to : null;
    const { pharmacyAnalytics } = await run(req, PharmacyAnalyticsDocument, { pharmacyId, from, to });
    if (!pharmacyAnalytics) throw new RestError(404, 'Pharmacy not found.');
    return pharmacyAnalytics;
  });

  route(router, 'get', '/admin/global-stats', async (req) => {
    const { platformStats: stats } = await run(req, GlobalStatsDocument);
    // the spec's four cards first (Total Pharmacies, Total Users, Active Subscriptions, Total Revenue), then the rest
    const { totalPharmacies, totalUsers, activeSubscriptions, monthlyRevenue, ...rest } = stats;
    return { totalPharmacies, totalUsers, activeSubscriptions, totalRevenue: monthlyRevenue, monthlyRevenue, ...rest };
  });

  route(router, 'get', '/admin/system-stats', async (req) => {
    const { platformStats: stats } = await run(req, GlobalStatsDocument);
    return {
      uptime: stats.uptimePercent,
      uptimeSince: stats.uptimeSince,
      totalPharmacies: stats.totalPharmacies,
      activePharmacies: stats.activePharmacies,
      totalUsers: stats.totalUsers,
      totalConversations: stats.totalConversations,
      conversationsToday: stats.conversationsToday,
      totalMessages: stats.totalMessages,
      averageResponseTime: stats.averageResponseTime,
      satisfactionScore: stats.satisfactionScore,
      monthlyRevenue: stats.monthlyRevenue,
      activeSubscriptions: stats.activeSubscriptions,
      subscriptionBreakdown: stats.subscriptionBreakdown,
    };
  });

  route(router, 'get', '/admin/pharmacy-performance', async (req) => (await run(req, PharmacyPerformanceDocument)).pharmacyPerformance);

  route(router, 'get', '/admin/data-retention/stats', async (req) => (await run(req, RetentionStatsDocument)).retentionStats);

  route(router, 'get', '/admin/data-retention/preview', async (req) => {
    const { purgePreview } = await run(req, PurgePreviewDocument);
    const total =
      purgePreview.chatCounts.reduce((sum, c) => sum + c.sessions + c.messages + c.feedback, 0) +
      purgePreview.doctorChatCounts.reduce((sum, c) => sum + c.sessions + c.messages, 0);
    return { ...purgePreview, total };
  });

  route(router, 'post', '/admin/data-retention/run', async (req, res) => {
    const { requestPurge } = await run(req, RunPurgeDocument);
    res.status(202);
    return requestPurge;
  });

  route(router, 'get', '/pharmacies/:pharmacyId/deletion-log', async (req) => {
    const pharmacyId = pathId(req, 'pharmacyId', 'Pharmacy not found.');
    return (await run(req, DeletionLogDocument, { pharmacyId })).deletionLog;
  });

  return router;
}
