import { graphql } from '../../../gql';
import type { PharmacyAnalyticsFieldsFragment, PlatformDashboardQuery, RetentionStatusQuery } from '../../../gql/graphql';

export type PharmacyFigures = PharmacyAnalyticsFieldsFragment;
export type PlatformFigures = PlatformDashboardQuery['platformStats'];
export type PerformanceRow = PlatformDashboardQuery['pharmacyPerformance'][number];
export type RetentionStatus = RetentionStatusQuery['retentionStats'];

/** A pharmacy's figures from analytics (daily aggregates built from events). */
export const PHARMACY_ANALYTICS_FIELDS = graphql(`
  fragment PharmacyAnalyticsFields on PharmacyAnalytics {
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

/** The dashboards (/dashboard, /pharmacy-dashboard): staff of the pharmacy. */
export const PHARMACY_DASHBOARD = graphql(`
  query PharmacyDashboard($pharmacyId: ID!, $from: String, $to: String) {
    pharmacyDashboard(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }
    subscription(pharmacyId: $pharmacyId) { id plan status monthlyPrice currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd }
  }
`);

/** Analytics & Reports: asked only when the feature check allows it. */
export const PHARMACY_ANALYTICS = graphql(`
  query PharmacyAnalyticsReport($pharmacyId: ID!, $from: String, $to: String) {
    pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }
  }
`);

export const ANALYTICS_ACCESS = graphql(`
  query AnalyticsAccess($pharmacyId: ID!) {
    featureAccess(pharmacyId: $pharmacyId, feature: "advanced_analytics") { allowed planRequired }
    pharmacyDashboard(pharmacyId: $pharmacyId) { totalConversations monthlyConversations conversationLimit satisfactionScore totalRatings }
  }
`);

/** The super admin's platform figures (System Administration Dashboard, Super Admin Dashboard). */
export const PLATFORM_DASHBOARD = graphql(`
  query PlatformDashboard {
    platformStats {
      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue
      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince
      subscriptionBreakdown { plan subscriptions active monthlyRevenue }
    }
    pharmacyPerformance {
      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore
      averageResponseTime escalationRate
    }
  }
`);

export const RECENT_PHARMACIES = graphql(`
  query RecentPharmacies { adminPharmacies { id name email status createdAt subscription { plan } } }
`);

export const RETENTION_STATUS = graphql(`
  query RetentionStatus {
    retentionStats {
      retentionDays cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions
      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }
    }
  }
`);

export const PURGE_PREVIEW = graphql(`
  query PurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }
`);

export const REQUEST_PURGE = graphql(`
  mutation RequestPurge { requestPurge { id cutoff requestedAt trigger } }
`);

export const DELETION_LOG = graphql(`
  query DeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId, limit: 50) { runId source what count cutoff deletedAt } }
`);

export const DASHBOARD_CHAT_MESSAGES = graphql(`
  query DashboardChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { id sender content timestamp staffMember } }
`);

export const categoryLabel = (category: string) => category.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
export const percent = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value.toFixed(1)}%`);
export const money = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `$${value.toFixed(2)}`);
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '–';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${Math.round(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h ${Math.round((seconds % 3600) / 60)}m`;
}
export const planLabels: Record<string, string> = { free_trial: 'Free Trial', basic: 'Basic', professional: 'Professional', enterprise: 'Enterprise' };
export const whatLabels: Record<string, string> = {
  chat_sessions: 'Chat sessions',
  chat_messages: 'Chat messages',
  chat_feedback: 'Feedback ratings',
  doctor_sessions: 'Doctor chats',
  doctor_messages: 'Doctor chat messages',
};
