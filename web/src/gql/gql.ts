/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminDoctors($status: String) {\n    doctors(status: $status) {\n      id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea status createdAt rejectionReason reviewedAt\n    }\n  }\n": typeof types.AdminDoctorsDocument,
    "\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { id status reviewedAt rejectionReason } }\n": typeof types.ApproveDoctorDocument,
    "\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { id status reviewedAt rejectionReason } }\n": typeof types.RejectDoctorDocument,
    "\n  query PharmacyDoctorConnections($pharmacyId: ID!) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId) { id doctorName doctorSpecialty status notes requestedAt answeredAt }\n  }\n": typeof types.PharmacyDoctorConnectionsDocument,
    "\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { id status answeredAt } }\n": typeof types.AnswerDoctorConnectionDocument,
    "\n  fragment AdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt timeZone\n    ownerName ownerEmail rejectionReason\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime }\n    }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd }\n  }\n": typeof types.AdminPharmacyFieldsFragmentDoc,
    "\n  fragment OutboxMailFields on MailMessage { id pharmacyId kind to replyTo subject body status provider error attempts createdAt sentAt }\n": typeof types.OutboxMailFieldsFragmentDoc,
    "\n  query AdminPharmacyList($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...AdminPharmacyFields } }\n": typeof types.AdminPharmacyListDocument,
    "\n  query AdminPharmacySummary {\n    adminPharmacies { id status }\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions }\n  }\n": typeof types.AdminPharmacySummaryDocument,
    "\n  mutation AssignTrialPlan($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id plan status trialEnd currentPeriodEnd monthlyPrice } }\n": typeof types.AssignTrialPlanDocument,
    "\n  mutation ApprovePharmacyAdmin($id: ID!) { approvePharmacy(id: $id) { ...AdminPharmacyFields } }\n": typeof types.ApprovePharmacyAdminDocument,
    "\n  mutation RejectPharmacyAdmin($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...AdminPharmacyFields } }\n": typeof types.RejectPharmacyAdminDocument,
    "\n  mutation SuspendPharmacyAdmin($id: ID!) { suspendPharmacy(id: $id) { ...AdminPharmacyFields } }\n": typeof types.SuspendPharmacyAdminDocument,
    "\n  mutation ReactivatePharmacyAdmin($id: ID!) { reactivatePharmacy(id: $id) { ...AdminPharmacyFields } }\n": typeof types.ReactivatePharmacyAdminDocument,
    "\n  mutation SendApprovalMessageAdmin($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...OutboxMailFields } }\n  }\n": typeof types.SendApprovalMessageAdminDocument,
    "\n  mutation CreatePharmacyAdmin($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...AdminPharmacyFields } }\n": typeof types.CreatePharmacyAdminDocument,
    "\n  mutation UpdatePharmacyAdmin($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...AdminPharmacyFields } }\n": typeof types.UpdatePharmacyAdminDocument,
    "\n  mutation DeletePharmacyAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n": typeof types.DeletePharmacyAdminDocument,
    "\n  query PharmacyDeletionRecords {\n    pharmacyDeletions { id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } } }\n  }\n": typeof types.PharmacyDeletionRecordsDocument,
    "\n  query MailOutboxPage($first: Int, $after: String) {\n    mailOutbox(first: $first, after: $after) { totalCount nextCursor provider mails { ...OutboxMailFields } }\n  }\n": typeof types.MailOutboxPageDocument,
    "\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...StaffUserFields } }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminUpdateUser(\n    $id: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $pharmacyId: ID\n    $isActive: Boolean!\n  ) {\n    adminUpdateUser(\n      id: $id\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, pharmacyId: $pharmacyId, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n": typeof types.AdminSetUserPasswordDocument,
    "\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n": typeof types.AdminDeleteUserDocument,
    "\n  fragment StaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n": typeof types.StaffUserFieldsFragmentDoc,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n": typeof types.LoginDocument,
    "\n  query Me { me { ...StaffUserFields } }\n": typeof types.MeDocument,
    "\n  fragment ChatManagementSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status isUrgent needsStaffAttention startedAt duration messageCount\n    lastMessageAt satisfactionRating feedbackGiven resolvedAt reopenCount\n  }\n": typeof types.ChatManagementSessionFieldsFragmentDoc,
    "\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) {\n      sessions { ...ChatManagementSessionFields }\n      totalCount\n      nextCursor\n    }\n  }\n": typeof types.ChatManagementSessionsDocument,
    "\n  query ChatManagementSummary($pharmacyId: ID!) {\n    chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated }\n  }\n": typeof types.ChatManagementSummaryDocument,
    "\n  query ChatManagementConversation($id: ID!) {\n    chatSession(id: $id) {\n      ...ChatManagementSessionFields\n      messages { ...ChatMessageFields }\n    }\n  }\n": typeof types.ChatManagementConversationDocument,
    "\n  fragment ChatMessageFields on ChatMessage { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id patientName status messages { ...ChatMessageFields } }\n    }\n  }\n": typeof types.OpenGuestChatDocument,
    "\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) {\n    sendPatientMessage(sessionId: $sessionId, content: $content) { ...ChatMessageFields }\n  }\n": typeof types.SendPatientMessageDocument,
    "\n  query ChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...ChatMessageFields } }\n": typeof types.ChatMessagesDocument,
    "\n  subscription LiveChatMessages($sessionId: ID!) {\n    chatMessages(sessionId: $sessionId) { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n  }\n": typeof types.LiveChatMessagesDocument,
    "\n  fragment PharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n": typeof types.PharmacyAnalyticsFieldsFragmentDoc,
    "\n  query PharmacyDashboard($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyDashboard(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n    subscription(pharmacyId: $pharmacyId) { id plan status monthlyPrice currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd }\n  }\n": typeof types.PharmacyDashboardDocument,
    "\n  query PharmacyAnalyticsReport($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n  }\n": typeof types.PharmacyAnalyticsReportDocument,
    "\n  query AnalyticsAccess($pharmacyId: ID!) {\n    featureAccess(pharmacyId: $pharmacyId, feature: \"advanced_analytics\") { allowed planRequired }\n    pharmacyDashboard(pharmacyId: $pharmacyId) { totalConversations monthlyConversations conversationLimit satisfactionScore totalRatings }\n  }\n": typeof types.AnalyticsAccessDocument,
    "\n  query PlatformDashboard {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n": typeof types.PlatformDashboardDocument,
    "\n  query RecentPharmacies { adminPharmacies { id name email status createdAt subscription { plan } } }\n": typeof types.RecentPharmaciesDocument,
    "\n  query RetentionStatus {\n    retentionStats {\n      retentionDays cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n": typeof types.RetentionStatusDocument,
    "\n  query PurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n": typeof types.PurgePreviewDocument,
    "\n  mutation RequestPurge { requestPurge { id cutoff requestedAt trigger } }\n": typeof types.RequestPurgeDocument,
    "\n  query DeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId, limit: 50) { runId source what count cutoff deletedAt } }\n": typeof types.DeletionLogDocument,
    "\n  query DashboardChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { id sender content timestamp staffMember } }\n": typeof types.DashboardChatMessagesDocument,
    "\n  query PharmacyActivity($pharmacyId: ID!) {\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n  }\n": typeof types.PharmacyActivityDocument,
    "\n  fragment DoctorProfileFields on DoctorProfile { id email firstName lastName specialtyArea practiceName practiceAddress status }\n": typeof types.DoctorProfileFieldsFragmentDoc,
    "\n  fragment DoctorChatSessionFields on DoctorChatSession {\n    id subject category priority status needsStaffAttention isUrgent patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt doctorName pharmacyId\n    pharmacy { id name address phone }\n  }\n": typeof types.DoctorChatSessionFieldsFragmentDoc,
    "\n  fragment DoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n": typeof types.DoctorChatMessageFieldsFragmentDoc,
    "\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n": typeof types.RegisterDoctorDocument,
    "\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n": typeof types.LoginDoctorDocument,
    "\n  query MyDoctorProfile { myDoctorProfile { ...DoctorProfileFields } }\n": typeof types.MyDoctorProfileDocument,
    "\n  query MyDoctorChats { myDoctorChatSessions { ...DoctorChatSessionFields } }\n": typeof types.MyDoctorChatsDocument,
    "\n  query MyDoctorConnections { myDoctorConnections { id pharmacyId status connectionType requestedAt pharmacy { id name address phone } } }\n": typeof types.MyDoctorConnectionsDocument,
    "\n  query MyDoctorStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n": typeof types.MyDoctorStatsDocument,
    "\n  query DoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { ...DoctorChatSessionFields }\n    doctorChatMessages(sessionId: $id) { ...DoctorChatMessageFields }\n  }\n": typeof types.DoctorChatDocument,
    "\n  query DoctorDirectory { publicPharmacies { id name address phone publicStats { rating averageResponseTime } } }\n": typeof types.DoctorDirectoryDocument,
    "\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...DoctorChatSessionFields } }\n": typeof types.StartDoctorChatDocument,
    "\n  mutation SendDoctorMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...DoctorChatMessageFields } }\n": typeof types.SendDoctorMessageDocument,
    "\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...DoctorChatSessionFields } }\n": typeof types.ResolveDoctorChatDocument,
    "\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n": typeof types.ClearDoctorChatMessagesDocument,
    "\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n": typeof types.ClearResolvedDoctorChatsDocument,
    "\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n": typeof types.ClearAllDoctorChatsDocument,
    "\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { id pharmacyId status connectionType }\n  }\n": typeof types.RequestDoctorConnectionDocument,
    "\n  subscription DoctorChatUpdates {\n    doctorChatUpdates {\n      event sessionId status priority needsStaffAttention isUrgent messageCount sessionIds messagesOnly\n      message { id sessionId senderType senderName content createdAt }\n    }\n  }\n": typeof types.DoctorChatUpdatesDocument,
    "\n  query PlatformEmergencyNumber { emergencyNumber }\n": typeof types.PlatformEmergencyNumberDocument,
    "\n  query Plans { plans { id name monthlyPrice conversationLimit trialDays features mostPopular } }\n": typeof types.PlansDocument,
    "\n  fragment KnowledgeEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n": typeof types.KnowledgeEntryFieldsFragmentDoc,
    "\n  query KnowledgeBaseEntriesList($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...KnowledgeEntryFields } }\n": typeof types.KnowledgeBaseEntriesListDocument,
    "\n  mutation CreateKnowledgeEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...KnowledgeEntryFields }\n  }\n": typeof types.CreateKnowledgeEntryDocument,
    "\n  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...KnowledgeEntryFields }\n  }\n": typeof types.UpdateKnowledgeEntryDocument,
    "\n  mutation DeleteKnowledgeEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n": typeof types.DeleteKnowledgeEntryDocument,
    "\n  mutation ImportKnowledgeEntries($pharmacyId: ID!, $entries: [KnowledgeBaseEntryInput!]!) {\n    importKnowledgeBaseEntries(pharmacyId: $pharmacyId, entries: $entries) { ...KnowledgeEntryFields }\n  }\n": typeof types.ImportKnowledgeEntriesDocument,
    "\n  fragment LocationFields on Pharmacy {\n    id name address phone email licenseNumber status isOnline openingHours timeZone\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n  }\n": typeof types.LocationFieldsFragmentDoc,
    "\n  query MyLocations { myPharmacies { ...LocationFields } }\n": typeof types.MyLocationsDocument,
    "\n  query LocationPlan($id: ID!) { pharmacy(id: $id) { id subscription { plan status } } }\n": typeof types.LocationPlanDocument,
    "\n  mutation UpdateLocation($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...LocationFields } }\n": typeof types.UpdateLocationDocument,
    "\n  mutation AddLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...LocationFields } }\n": typeof types.AddLocationDocument,
    "\n  mutation DeleteLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n": typeof types.DeleteLocationDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n": typeof types.NotificationPreferencesFieldsFragmentDoc,
    "\n  query MyNotificationPreferences { myNotificationPreferences { ...NotificationPreferencesFields } }\n": typeof types.MyNotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) { ...NotificationPreferencesFields }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query PharmacyAlertsSetting($id: ID!) { pharmacy(id: $id) { id settings { notificationsEnabled } } }\n": typeof types.PharmacyAlertsSettingDocument,
    "\n  fragment PatientFields on PatientAccount { id email firstName lastName phone dateOfBirth zipCode createdAt }\n": typeof types.PatientFieldsFragmentDoc,
    "\n  mutation LoginPatient($email: String!, $password: String!) {\n    loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n": typeof types.LoginPatientDocument,
    "\n  mutation RegisterPatient(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $phone: String\n    $dateOfBirth: String\n    $zipCode: String\n    $captcha: String!\n  ) {\n    registerPatient(\n      input: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        phone: $phone\n        dateOfBirth: $dateOfBirth\n        zipCode: $zipCode\n        captcha: $captcha\n      }\n    ) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n": typeof types.RegisterPatientDocument,
    "\n  query MePatient { mePatient { ...PatientFields } }\n": typeof types.MePatientDocument,
    "\n  query PatientChatState($id: ID!) {\n    chatSession(id: $id) { id pharmacyId status messageCount feedbackGiven feedbackCategories resolvedAt reopenCount }\n  }\n": typeof types.PatientChatStateDocument,
    "\n  subscription PatientChatUpdates($sessionId: ID!) {\n    chatSessionUpdates(sessionId: $sessionId) {\n      event sessionId status reopenCount\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n": typeof types.PatientChatUpdatesDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId category rating feedback }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount\n      messages { ...ChatMessageFields }\n    }\n  }\n": typeof types.OpenPatientChatDocument,
    "\n  query MyChatSessions {\n    myChatSessions { id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount pharmacy { id name } }\n  }\n": typeof types.MyChatSessionsDocument,
    "\n  query PharmacyGreeting($id: ID!) { publicPharmacy(id: $id) { id chatGreeting businessHours } }\n": typeof types.PharmacyGreetingDocument,
    "\n  fragment PublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline emergencyNumber\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n": typeof types.PublicPharmacyFieldsFragmentDoc,
    "\n  query PublicPharmacies { publicPharmacies { ...PublicPharmacyFields } }\n": typeof types.PublicPharmaciesDocument,
    "\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...PublicPharmacyFields } }\n": typeof types.PublicPharmacyDocument,
    "\n  mutation SubmitPharmacyRegistrationForm($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username } }\n  }\n": typeof types.SubmitPharmacyRegistrationFormDocument,
    "\n  mutation SendContactMessageForm($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n": typeof types.SendContactMessageFormDocument,
    "\n  fragment ContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n": typeof types.ContactMessageFieldsFragmentDoc,
    "\n  query AdminContactMessages($first: Int) { contactMessages(first: $first) { ...ContactMessageFields } }\n": typeof types.AdminContactMessagesDocument,
    "\n  mutation MarkContactMessageHandledForm($id: ID!) { markContactMessageHandled(id: $id) { ...ContactMessageFields } }\n": typeof types.MarkContactMessageHandledFormDocument,
    "\n  query Pharmacies { pharmacies { id name status } }\n": typeof types.PharmaciesDocument,
    "\n  query PharmacyName($id: ID!) { pharmacy(id: $id) { id name } }\n": typeof types.PharmacyNameDocument,
    "\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n": typeof types.SwitchRoleDocument,
    "\n  mutation ResetRole { resetRole { token refreshToken expiresAt user { ...StaffUserFields } } }\n": typeof types.ResetRoleDocument,
    "\n  query PharmacySettings($id: ID!) {\n    pharmacy(id: $id) {\n      id name address phone email\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n": typeof types.PharmacySettingsDocument,
    "\n  mutation SavePharmacySettings($id: ID!, $input: UpdatePharmacyInput!) {\n    updatePharmacy(id: $id, input: $input) {\n      id name address phone email chatGreeting\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n": typeof types.SavePharmacySettingsDocument,
    "\n  query PharmacyDoctorChats($pharmacyId: ID!) {\n    pharmacyDoctorChats(pharmacyId: $pharmacyId) {\n      id doctorId doctorName subject priority status needsStaffAttention isUrgent patientName messageCount lastMessage lastMessageAt createdAt\n    }\n  }\n": typeof types.PharmacyDoctorChatsDocument,
    "\n  query StaffDoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { id doctorName subject priority status isUrgent patientName patientPhone patientDob context createdAt }\n    doctorChatMessages(sessionId: $id) { id sessionId senderType senderName content createdAt }\n  }\n": typeof types.StaffDoctorChatDocument,
    "\n  mutation SendStaffDoctorMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { id }\n  }\n": typeof types.SendStaffDoctorMessageDocument,
    "\n  subscription PharmacyDoctorChatUpdates($pharmacyId: ID!) {\n    pharmacyDoctorChatUpdates(pharmacyId: $pharmacyId) { event sessionId sessionIds messagesOnly status isUrgent }\n  }\n": typeof types.PharmacyDoctorChatUpdatesDocument,
    "\n  fragment ChatSessionSummary on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention isUrgent urgency urgencyReason handoffState\n    language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n  }\n": typeof types.ChatSessionSummaryFragmentDoc,
    "\n  query PharmacyChatSessions($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) { ...ChatSessionSummary }\n  }\n": typeof types.PharmacyChatSessionsDocument,
    "\n  query InboxSession($id: ID!) {\n    chatSession(id: $id) { ...ChatSessionSummary }\n  }\n": typeof types.InboxSessionDocument,
    "\n  subscription PharmacyChatUpdates($pharmacyId: ID!) {\n    pharmacyChatUpdates(pharmacyId: $pharmacyId) {\n      event sessionId pharmacyId status needsStaffAttention isUrgent urgency handoffState sessionIds allSessions satisfactionRating\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n": typeof types.PharmacyChatUpdatesDocument,
    "\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...ChatMessageFields }\n  }\n": typeof types.SendStaffReplyDocument,
    "\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) {\n      sessions { ...ChatSessionSummary }\n      totalCount\n      counts { urgent active resolved all }\n      nextCursor\n    }\n  }\n": typeof types.ChatInboxDocument,
    "\n  mutation EscalateChatSession($sessionId: ID!) {\n    escalateChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n": typeof types.EscalateChatSessionDocument,
    "\n  mutation ResolveChatSession($sessionId: ID!) {\n    resolveChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n": typeof types.ResolveChatSessionDocument,
    "\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n": typeof types.ClearChatSessionDocument,
    "\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n": typeof types.ClearAllChatSessionsDocument,
    "\n  query PharmacyContact($id: ID!) { pharmacy(id: $id) { id name phone } }\n": typeof types.PharmacyContactDocument,
    "\n  query ReplySuggestions($pharmacyId: ID!, $message: String!, $patientName: String, $language: String) {\n    replySuggestions(pharmacyId: $pharmacyId, message: $message, patientName: $patientName, language: $language) { text source entryId }\n  }\n": typeof types.ReplySuggestionsDocument,
    "\n  fragment InboxListFacts on ChatSession { id pharmacyId status isUrgent }\n": typeof types.InboxListFactsFragmentDoc,
    "\n  query SubscriptionPage($pharmacyId: ID!) {\n    subscription(pharmacyId: $pharmacyId) {\n      id plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n    }\n    conversationUsage(pharmacyId: $pharmacyId, months: 6) { month conversations conversationLimit history { month conversations } }\n    plans { id name monthlyPrice conversationLimit trialDays features mostPopular }\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n    paymentSettings { mode publishableKey }\n    chatStorage(pharmacyId: $pharmacyId) { sessions messages bytes oldestAt }\n    knowledgeBaseStorage(pharmacyId: $pharmacyId) { entries bytes }\n  }\n": typeof types.SubscriptionPageDocument,
    "\n  mutation CreatePlanSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n": typeof types.CreatePlanSubscriptionDocument,
    "\n  mutation ConfirmPlanTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { id plan status } }\n  }\n": typeof types.ConfirmPlanTestPaymentDocument,
    "\n  mutation CancelPlanSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { id plan status cancelAtPeriodEnd currentPeriodEnd } }\n": typeof types.CancelPlanSubscriptionDocument,
    "\n  query AdminSubscriptionsPage {\n    adminSubscriptions { id pharmacyId plan status monthlyPrice currentPeriodEnd trialEnd createdAt cancelAtPeriodEnd }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name status }\n  }\n": typeof types.AdminSubscriptionsPageDocument,
    "\n  mutation CreateAdminSubscriptionForPharmacy($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { id pharmacyId plan status } }\n": typeof types.CreateAdminSubscriptionForPharmacyDocument,
    "\n  mutation SimulatePlanTestRenewal($paid: Boolean!) { simulateTestRenewal(paid: $paid) { id plan status graceUntil lastPaymentError } }\n": typeof types.SimulatePlanTestRenewalDocument,
    "\n  query AuditLog($first: Int, $after: String, $pharmacyId: ID) {\n    auditLog(first: $first, after: $after, pharmacyId: $pharmacyId) {\n      entries { id at actorId actorName actorRole pharmacyId action objectType objectId }\n      nextCursor\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...StaffUserFields } }\n": typeof types.PharmacyUsersDocument,
    "\n  mutation RegisterStaff($username: String!, $email: String!, $password: String!, $role: StaffRole!, $pharmacyId: ID!, $captcha: String!) {\n    registerStaff(input: { username: $username, email: $email, password: $password, role: $role, pharmacyId: $pharmacyId, captcha: $captcha }) { ...StaffUserFields }\n  }\n": typeof types.RegisterStaffDocument,
    "\n  mutation UpdatePharmacyUser(\n    $pharmacyId: ID!\n    $userId: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $isActive: Boolean!\n  ) {\n    updatePharmacyUser(\n      pharmacyId: $pharmacyId\n      userId: $userId\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n": typeof types.UpdatePharmacyUserDocument,
    "\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n": typeof types.SetPharmacyUserPasswordDocument,
    "\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...StaffUserFields }\n  }\n": typeof types.SetPharmacyUserStatusDocument,
};
const documents: Documents = {
    "\n  query AdminDoctors($status: String) {\n    doctors(status: $status) {\n      id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea status createdAt rejectionReason reviewedAt\n    }\n  }\n": types.AdminDoctorsDocument,
    "\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { id status reviewedAt rejectionReason } }\n": types.ApproveDoctorDocument,
    "\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { id status reviewedAt rejectionReason } }\n": types.RejectDoctorDocument,
    "\n  query PharmacyDoctorConnections($pharmacyId: ID!) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId) { id doctorName doctorSpecialty status notes requestedAt answeredAt }\n  }\n": types.PharmacyDoctorConnectionsDocument,
    "\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { id status answeredAt } }\n": types.AnswerDoctorConnectionDocument,
    "\n  fragment AdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt timeZone\n    ownerName ownerEmail rejectionReason\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime }\n    }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd }\n  }\n": types.AdminPharmacyFieldsFragmentDoc,
    "\n  fragment OutboxMailFields on MailMessage { id pharmacyId kind to replyTo subject body status provider error attempts createdAt sentAt }\n": types.OutboxMailFieldsFragmentDoc,
    "\n  query AdminPharmacyList($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...AdminPharmacyFields } }\n": types.AdminPharmacyListDocument,
    "\n  query AdminPharmacySummary {\n    adminPharmacies { id status }\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions }\n  }\n": types.AdminPharmacySummaryDocument,
    "\n  mutation AssignTrialPlan($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id plan status trialEnd currentPeriodEnd monthlyPrice } }\n": types.AssignTrialPlanDocument,
    "\n  mutation ApprovePharmacyAdmin($id: ID!) { approvePharmacy(id: $id) { ...AdminPharmacyFields } }\n": types.ApprovePharmacyAdminDocument,
    "\n  mutation RejectPharmacyAdmin($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...AdminPharmacyFields } }\n": types.RejectPharmacyAdminDocument,
    "\n  mutation SuspendPharmacyAdmin($id: ID!) { suspendPharmacy(id: $id) { ...AdminPharmacyFields } }\n": types.SuspendPharmacyAdminDocument,
    "\n  mutation ReactivatePharmacyAdmin($id: ID!) { reactivatePharmacy(id: $id) { ...AdminPharmacyFields } }\n": types.ReactivatePharmacyAdminDocument,
    "\n  mutation SendApprovalMessageAdmin($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...OutboxMailFields } }\n  }\n": types.SendApprovalMessageAdminDocument,
    "\n  mutation CreatePharmacyAdmin($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...AdminPharmacyFields } }\n": types.CreatePharmacyAdminDocument,
    "\n  mutation UpdatePharmacyAdmin($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...AdminPharmacyFields } }\n": types.UpdatePharmacyAdminDocument,
    "\n  mutation DeletePharmacyAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n": types.DeletePharmacyAdminDocument,
    "\n  query PharmacyDeletionRecords {\n    pharmacyDeletions { id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } } }\n  }\n": types.PharmacyDeletionRecordsDocument,
    "\n  query MailOutboxPage($first: Int, $after: String) {\n    mailOutbox(first: $first, after: $after) { totalCount nextCursor provider mails { ...OutboxMailFields } }\n  }\n": types.MailOutboxPageDocument,
    "\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...StaffUserFields } }\n": types.AdminUsersDocument,
    "\n  mutation AdminUpdateUser(\n    $id: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $pharmacyId: ID\n    $isActive: Boolean!\n  ) {\n    adminUpdateUser(\n      id: $id\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, pharmacyId: $pharmacyId, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n": types.AdminSetUserPasswordDocument,
    "\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n": types.AdminDeleteUserDocument,
    "\n  fragment StaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n": types.StaffUserFieldsFragmentDoc,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n": types.LoginDocument,
    "\n  query Me { me { ...StaffUserFields } }\n": types.MeDocument,
    "\n  fragment ChatManagementSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status isUrgent needsStaffAttention startedAt duration messageCount\n    lastMessageAt satisfactionRating feedbackGiven resolvedAt reopenCount\n  }\n": types.ChatManagementSessionFieldsFragmentDoc,
    "\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) {\n      sessions { ...ChatManagementSessionFields }\n      totalCount\n      nextCursor\n    }\n  }\n": types.ChatManagementSessionsDocument,
    "\n  query ChatManagementSummary($pharmacyId: ID!) {\n    chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated }\n  }\n": types.ChatManagementSummaryDocument,
    "\n  query ChatManagementConversation($id: ID!) {\n    chatSession(id: $id) {\n      ...ChatManagementSessionFields\n      messages { ...ChatMessageFields }\n    }\n  }\n": types.ChatManagementConversationDocument,
    "\n  fragment ChatMessageFields on ChatMessage { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id patientName status messages { ...ChatMessageFields } }\n    }\n  }\n": types.OpenGuestChatDocument,
    "\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) {\n    sendPatientMessage(sessionId: $sessionId, content: $content) { ...ChatMessageFields }\n  }\n": types.SendPatientMessageDocument,
    "\n  query ChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...ChatMessageFields } }\n": types.ChatMessagesDocument,
    "\n  subscription LiveChatMessages($sessionId: ID!) {\n    chatMessages(sessionId: $sessionId) { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n  }\n": types.LiveChatMessagesDocument,
    "\n  fragment PharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n": types.PharmacyAnalyticsFieldsFragmentDoc,
    "\n  query PharmacyDashboard($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyDashboard(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n    subscription(pharmacyId: $pharmacyId) { id plan status monthlyPrice currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd }\n  }\n": types.PharmacyDashboardDocument,
    "\n  query PharmacyAnalyticsReport($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n  }\n": types.PharmacyAnalyticsReportDocument,
    "\n  query AnalyticsAccess($pharmacyId: ID!) {\n    featureAccess(pharmacyId: $pharmacyId, feature: \"advanced_analytics\") { allowed planRequired }\n    pharmacyDashboard(pharmacyId: $pharmacyId) { totalConversations monthlyConversations conversationLimit satisfactionScore totalRatings }\n  }\n": types.AnalyticsAccessDocument,
    "\n  query PlatformDashboard {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n": types.PlatformDashboardDocument,
    "\n  query RecentPharmacies { adminPharmacies { id name email status createdAt subscription { plan } } }\n": types.RecentPharmaciesDocument,
    "\n  query RetentionStatus {\n    retentionStats {\n      retentionDays cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n": types.RetentionStatusDocument,
    "\n  query PurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n": types.PurgePreviewDocument,
    "\n  mutation RequestPurge { requestPurge { id cutoff requestedAt trigger } }\n": types.RequestPurgeDocument,
    "\n  query DeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId, limit: 50) { runId source what count cutoff deletedAt } }\n": types.DeletionLogDocument,
    "\n  query DashboardChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { id sender content timestamp staffMember } }\n": types.DashboardChatMessagesDocument,
    "\n  query PharmacyActivity($pharmacyId: ID!) {\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n  }\n": types.PharmacyActivityDocument,
    "\n  fragment DoctorProfileFields on DoctorProfile { id email firstName lastName specialtyArea practiceName practiceAddress status }\n": types.DoctorProfileFieldsFragmentDoc,
    "\n  fragment DoctorChatSessionFields on DoctorChatSession {\n    id subject category priority status needsStaffAttention isUrgent patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt doctorName pharmacyId\n    pharmacy { id name address phone }\n  }\n": types.DoctorChatSessionFieldsFragmentDoc,
    "\n  fragment DoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n": types.DoctorChatMessageFieldsFragmentDoc,
    "\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n": types.RegisterDoctorDocument,
    "\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n": types.LoginDoctorDocument,
    "\n  query MyDoctorProfile { myDoctorProfile { ...DoctorProfileFields } }\n": types.MyDoctorProfileDocument,
    "\n  query MyDoctorChats { myDoctorChatSessions { ...DoctorChatSessionFields } }\n": types.MyDoctorChatsDocument,
    "\n  query MyDoctorConnections { myDoctorConnections { id pharmacyId status connectionType requestedAt pharmacy { id name address phone } } }\n": types.MyDoctorConnectionsDocument,
    "\n  query MyDoctorStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n": types.MyDoctorStatsDocument,
    "\n  query DoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { ...DoctorChatSessionFields }\n    doctorChatMessages(sessionId: $id) { ...DoctorChatMessageFields }\n  }\n": types.DoctorChatDocument,
    "\n  query DoctorDirectory { publicPharmacies { id name address phone publicStats { rating averageResponseTime } } }\n": types.DoctorDirectoryDocument,
    "\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...DoctorChatSessionFields } }\n": types.StartDoctorChatDocument,
    "\n  mutation SendDoctorMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...DoctorChatMessageFields } }\n": types.SendDoctorMessageDocument,
    "\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...DoctorChatSessionFields } }\n": types.ResolveDoctorChatDocument,
    "\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n": types.ClearDoctorChatMessagesDocument,
    "\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n": types.ClearResolvedDoctorChatsDocument,
    "\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n": types.ClearAllDoctorChatsDocument,
    "\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { id pharmacyId status connectionType }\n  }\n": types.RequestDoctorConnectionDocument,
    "\n  subscription DoctorChatUpdates {\n    doctorChatUpdates {\n      event sessionId status priority needsStaffAttention isUrgent messageCount sessionIds messagesOnly\n      message { id sessionId senderType senderName content createdAt }\n    }\n  }\n": types.DoctorChatUpdatesDocument,
    "\n  query PlatformEmergencyNumber { emergencyNumber }\n": types.PlatformEmergencyNumberDocument,
    "\n  query Plans { plans { id name monthlyPrice conversationLimit trialDays features mostPopular } }\n": types.PlansDocument,
    "\n  fragment KnowledgeEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n": types.KnowledgeEntryFieldsFragmentDoc,
    "\n  query KnowledgeBaseEntriesList($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...KnowledgeEntryFields } }\n": types.KnowledgeBaseEntriesListDocument,
    "\n  mutation CreateKnowledgeEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...KnowledgeEntryFields }\n  }\n": types.CreateKnowledgeEntryDocument,
    "\n  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...KnowledgeEntryFields }\n  }\n": types.UpdateKnowledgeEntryDocument,
    "\n  mutation DeleteKnowledgeEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n": types.DeleteKnowledgeEntryDocument,
    "\n  mutation ImportKnowledgeEntries($pharmacyId: ID!, $entries: [KnowledgeBaseEntryInput!]!) {\n    importKnowledgeBaseEntries(pharmacyId: $pharmacyId, entries: $entries) { ...KnowledgeEntryFields }\n  }\n": types.ImportKnowledgeEntriesDocument,
    "\n  fragment LocationFields on Pharmacy {\n    id name address phone email licenseNumber status isOnline openingHours timeZone\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n  }\n": types.LocationFieldsFragmentDoc,
    "\n  query MyLocations { myPharmacies { ...LocationFields } }\n": types.MyLocationsDocument,
    "\n  query LocationPlan($id: ID!) { pharmacy(id: $id) { id subscription { plan status } } }\n": types.LocationPlanDocument,
    "\n  mutation UpdateLocation($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...LocationFields } }\n": types.UpdateLocationDocument,
    "\n  mutation AddLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...LocationFields } }\n": types.AddLocationDocument,
    "\n  mutation DeleteLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n": types.DeleteLocationDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n": types.NotificationPreferencesFieldsFragmentDoc,
    "\n  query MyNotificationPreferences { myNotificationPreferences { ...NotificationPreferencesFields } }\n": types.MyNotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) { ...NotificationPreferencesFields }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query PharmacyAlertsSetting($id: ID!) { pharmacy(id: $id) { id settings { notificationsEnabled } } }\n": types.PharmacyAlertsSettingDocument,
    "\n  fragment PatientFields on PatientAccount { id email firstName lastName phone dateOfBirth zipCode createdAt }\n": types.PatientFieldsFragmentDoc,
    "\n  mutation LoginPatient($email: String!, $password: String!) {\n    loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n": types.LoginPatientDocument,
    "\n  mutation RegisterPatient(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $phone: String\n    $dateOfBirth: String\n    $zipCode: String\n    $captcha: String!\n  ) {\n    registerPatient(\n      input: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        phone: $phone\n        dateOfBirth: $dateOfBirth\n        zipCode: $zipCode\n        captcha: $captcha\n      }\n    ) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n": types.RegisterPatientDocument,
    "\n  query MePatient { mePatient { ...PatientFields } }\n": types.MePatientDocument,
    "\n  query PatientChatState($id: ID!) {\n    chatSession(id: $id) { id pharmacyId status messageCount feedbackGiven feedbackCategories resolvedAt reopenCount }\n  }\n": types.PatientChatStateDocument,
    "\n  subscription PatientChatUpdates($sessionId: ID!) {\n    chatSessionUpdates(sessionId: $sessionId) {\n      event sessionId status reopenCount\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n": types.PatientChatUpdatesDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId category rating feedback }\n  }\n": types.SubmitFeedbackDocument,
    "\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount\n      messages { ...ChatMessageFields }\n    }\n  }\n": types.OpenPatientChatDocument,
    "\n  query MyChatSessions {\n    myChatSessions { id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount pharmacy { id name } }\n  }\n": types.MyChatSessionsDocument,
    "\n  query PharmacyGreeting($id: ID!) { publicPharmacy(id: $id) { id chatGreeting businessHours } }\n": types.PharmacyGreetingDocument,
    "\n  fragment PublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline emergencyNumber\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n": types.PublicPharmacyFieldsFragmentDoc,
    "\n  query PublicPharmacies { publicPharmacies { ...PublicPharmacyFields } }\n": types.PublicPharmaciesDocument,
    "\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...PublicPharmacyFields } }\n": types.PublicPharmacyDocument,
    "\n  mutation SubmitPharmacyRegistrationForm($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username } }\n  }\n": types.SubmitPharmacyRegistrationFormDocument,
    "\n  mutation SendContactMessageForm($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n": types.SendContactMessageFormDocument,
    "\n  fragment ContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n": types.ContactMessageFieldsFragmentDoc,
    "\n  query AdminContactMessages($first: Int) { contactMessages(first: $first) { ...ContactMessageFields } }\n": types.AdminContactMessagesDocument,
    "\n  mutation MarkContactMessageHandledForm($id: ID!) { markContactMessageHandled(id: $id) { ...ContactMessageFields } }\n": types.MarkContactMessageHandledFormDocument,
    "\n  query Pharmacies { pharmacies { id name status } }\n": types.PharmaciesDocument,
    "\n  query PharmacyName($id: ID!) { pharmacy(id: $id) { id name } }\n": types.PharmacyNameDocument,
    "\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n": types.SwitchRoleDocument,
    "\n  mutation ResetRole { resetRole { token refreshToken expiresAt user { ...StaffUserFields } } }\n": types.ResetRoleDocument,
    "\n  query PharmacySettings($id: ID!) {\n    pharmacy(id: $id) {\n      id name address phone email\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n": types.PharmacySettingsDocument,
    "\n  mutation SavePharmacySettings($id: ID!, $input: UpdatePharmacyInput!) {\n    updatePharmacy(id: $id, input: $input) {\n      id name address phone email chatGreeting\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n": types.SavePharmacySettingsDocument,
    "\n  query PharmacyDoctorChats($pharmacyId: ID!) {\n    pharmacyDoctorChats(pharmacyId: $pharmacyId) {\n      id doctorId doctorName subject priority status needsStaffAttention isUrgent patientName messageCount lastMessage lastMessageAt createdAt\n    }\n  }\n": types.PharmacyDoctorChatsDocument,
    "\n  query StaffDoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { id doctorName subject priority status isUrgent patientName patientPhone patientDob context createdAt }\n    doctorChatMessages(sessionId: $id) { id sessionId senderType senderName content createdAt }\n  }\n": types.StaffDoctorChatDocument,
    "\n  mutation SendStaffDoctorMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { id }\n  }\n": types.SendStaffDoctorMessageDocument,
    "\n  subscription PharmacyDoctorChatUpdates($pharmacyId: ID!) {\n    pharmacyDoctorChatUpdates(pharmacyId: $pharmacyId) { event sessionId sessionIds messagesOnly status isUrgent }\n  }\n": types.PharmacyDoctorChatUpdatesDocument,
    "\n  fragment ChatSessionSummary on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention isUrgent urgency urgencyReason handoffState\n    language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n  }\n": types.ChatSessionSummaryFragmentDoc,
    "\n  query PharmacyChatSessions($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) { ...ChatSessionSummary }\n  }\n": types.PharmacyChatSessionsDocument,
    "\n  query InboxSession($id: ID!) {\n    chatSession(id: $id) { ...ChatSessionSummary }\n  }\n": types.InboxSessionDocument,
    "\n  subscription PharmacyChatUpdates($pharmacyId: ID!) {\n    pharmacyChatUpdates(pharmacyId: $pharmacyId) {\n      event sessionId pharmacyId status needsStaffAttention isUrgent urgency handoffState sessionIds allSessions satisfactionRating\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n": types.PharmacyChatUpdatesDocument,
    "\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...ChatMessageFields }\n  }\n": types.SendStaffReplyDocument,
    "\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) {\n      sessions { ...ChatSessionSummary }\n      totalCount\n      counts { urgent active resolved all }\n      nextCursor\n    }\n  }\n": types.ChatInboxDocument,
    "\n  mutation EscalateChatSession($sessionId: ID!) {\n    escalateChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n": types.EscalateChatSessionDocument,
    "\n  mutation ResolveChatSession($sessionId: ID!) {\n    resolveChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n": types.ResolveChatSessionDocument,
    "\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n": types.ClearChatSessionDocument,
    "\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n": types.ClearAllChatSessionsDocument,
    "\n  query PharmacyContact($id: ID!) { pharmacy(id: $id) { id name phone } }\n": types.PharmacyContactDocument,
    "\n  query ReplySuggestions($pharmacyId: ID!, $message: String!, $patientName: String, $language: String) {\n    replySuggestions(pharmacyId: $pharmacyId, message: $message, patientName: $patientName, language: $language) { text source entryId }\n  }\n": types.ReplySuggestionsDocument,
    "\n  fragment InboxListFacts on ChatSession { id pharmacyId status isUrgent }\n": types.InboxListFactsFragmentDoc,
    "\n  query SubscriptionPage($pharmacyId: ID!) {\n    subscription(pharmacyId: $pharmacyId) {\n      id plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n    }\n    conversationUsage(pharmacyId: $pharmacyId, months: 6) { month conversations conversationLimit history { month conversations } }\n    plans { id name monthlyPrice conversationLimit trialDays features mostPopular }\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n    paymentSettings { mode publishableKey }\n    chatStorage(pharmacyId: $pharmacyId) { sessions messages bytes oldestAt }\n    knowledgeBaseStorage(pharmacyId: $pharmacyId) { entries bytes }\n  }\n": types.SubscriptionPageDocument,
    "\n  mutation CreatePlanSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n": types.CreatePlanSubscriptionDocument,
    "\n  mutation ConfirmPlanTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { id plan status } }\n  }\n": types.ConfirmPlanTestPaymentDocument,
    "\n  mutation CancelPlanSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { id plan status cancelAtPeriodEnd currentPeriodEnd } }\n": types.CancelPlanSubscriptionDocument,
    "\n  query AdminSubscriptionsPage {\n    adminSubscriptions { id pharmacyId plan status monthlyPrice currentPeriodEnd trialEnd createdAt cancelAtPeriodEnd }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name status }\n  }\n": types.AdminSubscriptionsPageDocument,
    "\n  mutation CreateAdminSubscriptionForPharmacy($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { id pharmacyId plan status } }\n": types.CreateAdminSubscriptionForPharmacyDocument,
    "\n  mutation SimulatePlanTestRenewal($paid: Boolean!) { simulateTestRenewal(paid: $paid) { id plan status graceUntil lastPaymentError } }\n": types.SimulatePlanTestRenewalDocument,
    "\n  query AuditLog($first: Int, $after: String, $pharmacyId: ID) {\n    auditLog(first: $first, after: $after, pharmacyId: $pharmacyId) {\n      entries { id at actorId actorName actorRole pharmacyId action objectType objectId }\n      nextCursor\n    }\n  }\n": types.AuditLogDocument,
    "\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...StaffUserFields } }\n": types.PharmacyUsersDocument,
    "\n  mutation RegisterStaff($username: String!, $email: String!, $password: String!, $role: StaffRole!, $pharmacyId: ID!, $captcha: String!) {\n    registerStaff(input: { username: $username, email: $email, password: $password, role: $role, pharmacyId: $pharmacyId, captcha: $captcha }) { ...StaffUserFields }\n  }\n": types.RegisterStaffDocument,
    "\n  mutation UpdatePharmacyUser(\n    $pharmacyId: ID!\n    $userId: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $isActive: Boolean!\n  ) {\n    updatePharmacyUser(\n      pharmacyId: $pharmacyId\n      userId: $userId\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n": types.UpdatePharmacyUserDocument,
    "\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n": types.SetPharmacyUserPasswordDocument,
    "\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...StaffUserFields }\n  }\n": types.SetPharmacyUserStatusDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDoctors($status: String) {\n    doctors(status: $status) {\n      id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea status createdAt rejectionReason reviewedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminDoctors($status: String) {\n    doctors(status: $status) {\n      id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea status createdAt rejectionReason reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { id status reviewedAt rejectionReason } }\n"): (typeof documents)["\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { id status reviewedAt rejectionReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { id status reviewedAt rejectionReason } }\n"): (typeof documents)["\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { id status reviewedAt rejectionReason } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDoctorConnections($pharmacyId: ID!) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId) { id doctorName doctorSpecialty status notes requestedAt answeredAt }\n  }\n"): (typeof documents)["\n  query PharmacyDoctorConnections($pharmacyId: ID!) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId) { id doctorName doctorSpecialty status notes requestedAt answeredAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { id status answeredAt } }\n"): (typeof documents)["\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { id status answeredAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt timeZone\n    ownerName ownerEmail rejectionReason\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime }\n    }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd }\n  }\n"): (typeof documents)["\n  fragment AdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt timeZone\n    ownerName ownerEmail rejectionReason\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime }\n    }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxMailFields on MailMessage { id pharmacyId kind to replyTo subject body status provider error attempts createdAt sentAt }\n"): (typeof documents)["\n  fragment OutboxMailFields on MailMessage { id pharmacyId kind to replyTo subject body status provider error attempts createdAt sentAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPharmacyList($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  query AdminPharmacyList($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPharmacySummary {\n    adminPharmacies { id status }\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions }\n  }\n"): (typeof documents)["\n  query AdminPharmacySummary {\n    adminPharmacies { id status }\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignTrialPlan($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id plan status trialEnd currentPeriodEnd monthlyPrice } }\n"): (typeof documents)["\n  mutation AssignTrialPlan($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id plan status trialEnd currentPeriodEnd monthlyPrice } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePharmacyAdmin($id: ID!) { approvePharmacy(id: $id) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  mutation ApprovePharmacyAdmin($id: ID!) { approvePharmacy(id: $id) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPharmacyAdmin($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  mutation RejectPharmacyAdmin($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendPharmacyAdmin($id: ID!) { suspendPharmacy(id: $id) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  mutation SuspendPharmacyAdmin($id: ID!) { suspendPharmacy(id: $id) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivatePharmacyAdmin($id: ID!) { reactivatePharmacy(id: $id) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  mutation ReactivatePharmacyAdmin($id: ID!) { reactivatePharmacy(id: $id) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendApprovalMessageAdmin($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...OutboxMailFields } }\n  }\n"): (typeof documents)["\n  mutation SendApprovalMessageAdmin($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...OutboxMailFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePharmacyAdmin($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  mutation CreatePharmacyAdmin($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePharmacyAdmin($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...AdminPharmacyFields } }\n"): (typeof documents)["\n  mutation UpdatePharmacyAdmin($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...AdminPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePharmacyAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n"): (typeof documents)["\n  mutation DeletePharmacyAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDeletionRecords {\n    pharmacyDeletions { id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } } }\n  }\n"): (typeof documents)["\n  query PharmacyDeletionRecords {\n    pharmacyDeletions { id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutboxPage($first: Int, $after: String) {\n    mailOutbox(first: $first, after: $after) { totalCount nextCursor provider mails { ...OutboxMailFields } }\n  }\n"): (typeof documents)["\n  query MailOutboxPage($first: Int, $after: String) {\n    mailOutbox(first: $first, after: $after) { totalCount nextCursor provider mails { ...OutboxMailFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...StaffUserFields } }\n"): (typeof documents)["\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...StaffUserFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser(\n    $id: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $pharmacyId: ID\n    $isActive: Boolean!\n  ) {\n    adminUpdateUser(\n      id: $id\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, pharmacyId: $pharmacyId, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser(\n    $id: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $pharmacyId: ID\n    $isActive: Boolean!\n  ) {\n    adminUpdateUser(\n      id: $id\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, pharmacyId: $pharmacyId, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n"): (typeof documents)["\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n"): (typeof documents)["\n  fragment StaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me { me { ...StaffUserFields } }\n"): (typeof documents)["\n  query Me { me { ...StaffUserFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatManagementSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status isUrgent needsStaffAttention startedAt duration messageCount\n    lastMessageAt satisfactionRating feedbackGiven resolvedAt reopenCount\n  }\n"): (typeof documents)["\n  fragment ChatManagementSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status isUrgent needsStaffAttention startedAt duration messageCount\n    lastMessageAt satisfactionRating feedbackGiven resolvedAt reopenCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) {\n      sessions { ...ChatManagementSessionFields }\n      totalCount\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) {\n      sessions { ...ChatManagementSessionFields }\n      totalCount\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatManagementSummary($pharmacyId: ID!) {\n    chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated }\n  }\n"): (typeof documents)["\n  query ChatManagementSummary($pharmacyId: ID!) {\n    chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatManagementConversation($id: ID!) {\n    chatSession(id: $id) {\n      ...ChatManagementSessionFields\n      messages { ...ChatMessageFields }\n    }\n  }\n"): (typeof documents)["\n  query ChatManagementConversation($id: ID!) {\n    chatSession(id: $id) {\n      ...ChatManagementSessionFields\n      messages { ...ChatMessageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessage { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id patientName status messages { ...ChatMessageFields } }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id patientName status messages { ...ChatMessageFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) {\n    sendPatientMessage(sessionId: $sessionId, content: $content) { ...ChatMessageFields }\n  }\n"): (typeof documents)["\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) {\n    sendPatientMessage(sessionId: $sessionId, content: $content) { ...ChatMessageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...ChatMessageFields } }\n"): (typeof documents)["\n  query ChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...ChatMessageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveChatMessages($sessionId: ID!) {\n    chatMessages(sessionId: $sessionId) { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n  }\n"): (typeof documents)["\n  subscription LiveChatMessages($sessionId: ID!) {\n    chatMessages(sessionId: $sessionId) { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n"): (typeof documents)["\n  fragment PharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDashboard($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyDashboard(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n    subscription(pharmacyId: $pharmacyId) { id plan status monthlyPrice currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd }\n  }\n"): (typeof documents)["\n  query PharmacyDashboard($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyDashboard(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n    subscription(pharmacyId: $pharmacyId) { id plan status monthlyPrice currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyAnalyticsReport($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n  }\n"): (typeof documents)["\n  query PharmacyAnalyticsReport($pharmacyId: ID!, $from: String, $to: String) {\n    pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...PharmacyAnalyticsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsAccess($pharmacyId: ID!) {\n    featureAccess(pharmacyId: $pharmacyId, feature: \"advanced_analytics\") { allowed planRequired }\n    pharmacyDashboard(pharmacyId: $pharmacyId) { totalConversations monthlyConversations conversationLimit satisfactionScore totalRatings }\n  }\n"): (typeof documents)["\n  query AnalyticsAccess($pharmacyId: ID!) {\n    featureAccess(pharmacyId: $pharmacyId, feature: \"advanced_analytics\") { allowed planRequired }\n    pharmacyDashboard(pharmacyId: $pharmacyId) { totalConversations monthlyConversations conversationLimit satisfactionScore totalRatings }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformDashboard {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n"): (typeof documents)["\n  query PlatformDashboard {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentPharmacies { adminPharmacies { id name email status createdAt subscription { plan } } }\n"): (typeof documents)["\n  query RecentPharmacies { adminPharmacies { id name email status createdAt subscription { plan } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionStatus {\n    retentionStats {\n      retentionDays cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n"): (typeof documents)["\n  query RetentionStatus {\n    retentionStats {\n      retentionDays cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n"): (typeof documents)["\n  query PurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPurge { requestPurge { id cutoff requestedAt trigger } }\n"): (typeof documents)["\n  mutation RequestPurge { requestPurge { id cutoff requestedAt trigger } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId, limit: 50) { runId source what count cutoff deletedAt } }\n"): (typeof documents)["\n  query DeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId, limit: 50) { runId source what count cutoff deletedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { id sender content timestamp staffMember } }\n"): (typeof documents)["\n  query DashboardChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { id sender content timestamp staffMember } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyActivity($pharmacyId: ID!) {\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n  }\n"): (typeof documents)["\n  query PharmacyActivity($pharmacyId: ID!) {\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoctorProfileFields on DoctorProfile { id email firstName lastName specialtyArea practiceName practiceAddress status }\n"): (typeof documents)["\n  fragment DoctorProfileFields on DoctorProfile { id email firstName lastName specialtyArea practiceName practiceAddress status }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoctorChatSessionFields on DoctorChatSession {\n    id subject category priority status needsStaffAttention isUrgent patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt doctorName pharmacyId\n    pharmacy { id name address phone }\n  }\n"): (typeof documents)["\n  fragment DoctorChatSessionFields on DoctorChatSession {\n    id subject category priority status needsStaffAttention isUrgent patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt doctorName pharmacyId\n    pharmacy { id name address phone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n"): (typeof documents)["\n  fragment DoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n"): (typeof documents)["\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n"): (typeof documents)["\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorProfile { myDoctorProfile { ...DoctorProfileFields } }\n"): (typeof documents)["\n  query MyDoctorProfile { myDoctorProfile { ...DoctorProfileFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorChats { myDoctorChatSessions { ...DoctorChatSessionFields } }\n"): (typeof documents)["\n  query MyDoctorChats { myDoctorChatSessions { ...DoctorChatSessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorConnections { myDoctorConnections { id pharmacyId status connectionType requestedAt pharmacy { id name address phone } } }\n"): (typeof documents)["\n  query MyDoctorConnections { myDoctorConnections { id pharmacyId status connectionType requestedAt pharmacy { id name address phone } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n"): (typeof documents)["\n  query MyDoctorStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { ...DoctorChatSessionFields }\n    doctorChatMessages(sessionId: $id) { ...DoctorChatMessageFields }\n  }\n"): (typeof documents)["\n  query DoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { ...DoctorChatSessionFields }\n    doctorChatMessages(sessionId: $id) { ...DoctorChatMessageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorDirectory { publicPharmacies { id name address phone publicStats { rating averageResponseTime } } }\n"): (typeof documents)["\n  query DoctorDirectory { publicPharmacies { id name address phone publicStats { rating averageResponseTime } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...DoctorChatSessionFields } }\n"): (typeof documents)["\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...DoctorChatSessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDoctorMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...DoctorChatMessageFields } }\n"): (typeof documents)["\n  mutation SendDoctorMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...DoctorChatMessageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...DoctorChatSessionFields } }\n"): (typeof documents)["\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...DoctorChatSessionFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n"): (typeof documents)["\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n"): (typeof documents)["\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n"): (typeof documents)["\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { id pharmacyId status connectionType }\n  }\n"): (typeof documents)["\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { id pharmacyId status connectionType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DoctorChatUpdates {\n    doctorChatUpdates {\n      event sessionId status priority needsStaffAttention isUrgent messageCount sessionIds messagesOnly\n      message { id sessionId senderType senderName content createdAt }\n    }\n  }\n"): (typeof documents)["\n  subscription DoctorChatUpdates {\n    doctorChatUpdates {\n      event sessionId status priority needsStaffAttention isUrgent messageCount sessionIds messagesOnly\n      message { id sessionId senderType senderName content createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformEmergencyNumber { emergencyNumber }\n"): (typeof documents)["\n  query PlatformEmergencyNumber { emergencyNumber }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans { plans { id name monthlyPrice conversationLimit trialDays features mostPopular } }\n"): (typeof documents)["\n  query Plans { plans { id name monthlyPrice conversationLimit trialDays features mostPopular } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KnowledgeEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n"): (typeof documents)["\n  fragment KnowledgeEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeBaseEntriesList($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...KnowledgeEntryFields } }\n"): (typeof documents)["\n  query KnowledgeBaseEntriesList($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...KnowledgeEntryFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKnowledgeEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...KnowledgeEntryFields }\n  }\n"): (typeof documents)["\n  mutation CreateKnowledgeEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...KnowledgeEntryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...KnowledgeEntryFields }\n  }\n"): (typeof documents)["\n  mutation UpdateKnowledgeEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...KnowledgeEntryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteKnowledgeEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n"): (typeof documents)["\n  mutation DeleteKnowledgeEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportKnowledgeEntries($pharmacyId: ID!, $entries: [KnowledgeBaseEntryInput!]!) {\n    importKnowledgeBaseEntries(pharmacyId: $pharmacyId, entries: $entries) { ...KnowledgeEntryFields }\n  }\n"): (typeof documents)["\n  mutation ImportKnowledgeEntries($pharmacyId: ID!, $entries: [KnowledgeBaseEntryInput!]!) {\n    importKnowledgeBaseEntries(pharmacyId: $pharmacyId, entries: $entries) { ...KnowledgeEntryFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationFields on Pharmacy {\n    id name address phone email licenseNumber status isOnline openingHours timeZone\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n  }\n"): (typeof documents)["\n  fragment LocationFields on Pharmacy {\n    id name address phone email licenseNumber status isOnline openingHours timeZone\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLocations { myPharmacies { ...LocationFields } }\n"): (typeof documents)["\n  query MyLocations { myPharmacies { ...LocationFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationPlan($id: ID!) { pharmacy(id: $id) { id subscription { plan status } } }\n"): (typeof documents)["\n  query LocationPlan($id: ID!) { pharmacy(id: $id) { id subscription { plan status } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocation($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...LocationFields } }\n"): (typeof documents)["\n  mutation UpdateLocation($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...LocationFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...LocationFields } }\n"): (typeof documents)["\n  mutation AddLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...LocationFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n"): (typeof documents)["\n  mutation DeleteLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n"): (typeof documents)["\n  fragment NotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotificationPreferences { myNotificationPreferences { ...NotificationPreferencesFields } }\n"): (typeof documents)["\n  query MyNotificationPreferences { myNotificationPreferences { ...NotificationPreferencesFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) { ...NotificationPreferencesFields }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) { ...NotificationPreferencesFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyAlertsSetting($id: ID!) { pharmacy(id: $id) { id settings { notificationsEnabled } } }\n"): (typeof documents)["\n  query PharmacyAlertsSetting($id: ID!) { pharmacy(id: $id) { id settings { notificationsEnabled } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientFields on PatientAccount { id email firstName lastName phone dateOfBirth zipCode createdAt }\n"): (typeof documents)["\n  fragment PatientFields on PatientAccount { id email firstName lastName phone dateOfBirth zipCode createdAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPatient($email: String!, $password: String!) {\n    loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n"): (typeof documents)["\n  mutation LoginPatient($email: String!, $password: String!) {\n    loginPatient(email: $email, password: $password) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPatient(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $phone: String\n    $dateOfBirth: String\n    $zipCode: String\n    $captcha: String!\n  ) {\n    registerPatient(\n      input: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        phone: $phone\n        dateOfBirth: $dateOfBirth\n        zipCode: $zipCode\n        captcha: $captcha\n      }\n    ) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n"): (typeof documents)["\n  mutation RegisterPatient(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $phone: String\n    $dateOfBirth: String\n    $zipCode: String\n    $captcha: String!\n  ) {\n    registerPatient(\n      input: {\n        email: $email\n        password: $password\n        firstName: $firstName\n        lastName: $lastName\n        phone: $phone\n        dateOfBirth: $dateOfBirth\n        zipCode: $zipCode\n        captcha: $captcha\n      }\n    ) { token refreshToken expiresAt patient { ...PatientFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MePatient { mePatient { ...PatientFields } }\n"): (typeof documents)["\n  query MePatient { mePatient { ...PatientFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientChatState($id: ID!) {\n    chatSession(id: $id) { id pharmacyId status messageCount feedbackGiven feedbackCategories resolvedAt reopenCount }\n  }\n"): (typeof documents)["\n  query PatientChatState($id: ID!) {\n    chatSession(id: $id) { id pharmacyId status messageCount feedbackGiven feedbackCategories resolvedAt reopenCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PatientChatUpdates($sessionId: ID!) {\n    chatSessionUpdates(sessionId: $sessionId) {\n      event sessionId status reopenCount\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n"): (typeof documents)["\n  subscription PatientChatUpdates($sessionId: ID!) {\n    chatSessionUpdates(sessionId: $sessionId) {\n      event sessionId status reopenCount\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId category rating feedback }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId category rating feedback }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount\n      messages { ...ChatMessageFields }\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount\n      messages { ...ChatMessageFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChatSessions {\n    myChatSessions { id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount pharmacy { id name } }\n  }\n"): (typeof documents)["\n  query MyChatSessions {\n    myChatSessions { id pharmacyId patientName status startedAt lastMessage lastMessageAt messageCount pharmacy { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyGreeting($id: ID!) { publicPharmacy(id: $id) { id chatGreeting businessHours } }\n"): (typeof documents)["\n  query PharmacyGreeting($id: ID!) { publicPharmacy(id: $id) { id chatGreeting businessHours } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline emergencyNumber\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n"): (typeof documents)["\n  fragment PublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline emergencyNumber\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPharmacies { publicPharmacies { ...PublicPharmacyFields } }\n"): (typeof documents)["\n  query PublicPharmacies { publicPharmacies { ...PublicPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...PublicPharmacyFields } }\n"): (typeof documents)["\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...PublicPharmacyFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPharmacyRegistrationForm($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username } }\n  }\n"): (typeof documents)["\n  mutation SubmitPharmacyRegistrationForm($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessageForm($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n"): (typeof documents)["\n  mutation SendContactMessageForm($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n"): (typeof documents)["\n  fragment ContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactMessages($first: Int) { contactMessages(first: $first) { ...ContactMessageFields } }\n"): (typeof documents)["\n  query AdminContactMessages($first: Int) { contactMessages(first: $first) { ...ContactMessageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandledForm($id: ID!) { markContactMessageHandled(id: $id) { ...ContactMessageFields } }\n"): (typeof documents)["\n  mutation MarkContactMessageHandledForm($id: ID!) { markContactMessageHandled(id: $id) { ...ContactMessageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pharmacies { pharmacies { id name status } }\n"): (typeof documents)["\n  query Pharmacies { pharmacies { id name status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyName($id: ID!) { pharmacy(id: $id) { id name } }\n"): (typeof documents)["\n  query PharmacyName($id: ID!) { pharmacy(id: $id) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n"): (typeof documents)["\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { token refreshToken expiresAt user { ...StaffUserFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRole { resetRole { token refreshToken expiresAt user { ...StaffUserFields } } }\n"): (typeof documents)["\n  mutation ResetRole { resetRole { token refreshToken expiresAt user { ...StaffUserFields } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacySettings($id: ID!) {\n    pharmacy(id: $id) {\n      id name address phone email\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n"): (typeof documents)["\n  query PharmacySettings($id: ID!) {\n    pharmacy(id: $id) {\n      id name address phone email\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePharmacySettings($id: ID!, $input: UpdatePharmacyInput!) {\n    updatePharmacy(id: $id, input: $input) {\n      id name address phone email chatGreeting\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n"): (typeof documents)["\n  mutation SavePharmacySettings($id: ID!, $input: UpdatePharmacyInput!) {\n    updatePharmacy(id: $id, input: $input) {\n      id name address phone email chatGreeting\n      settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDoctorChats($pharmacyId: ID!) {\n    pharmacyDoctorChats(pharmacyId: $pharmacyId) {\n      id doctorId doctorName subject priority status needsStaffAttention isUrgent patientName messageCount lastMessage lastMessageAt createdAt\n    }\n  }\n"): (typeof documents)["\n  query PharmacyDoctorChats($pharmacyId: ID!) {\n    pharmacyDoctorChats(pharmacyId: $pharmacyId) {\n      id doctorId doctorName subject priority status needsStaffAttention isUrgent patientName messageCount lastMessage lastMessageAt createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { id doctorName subject priority status isUrgent patientName patientPhone patientDob context createdAt }\n    doctorChatMessages(sessionId: $id) { id sessionId senderType senderName content createdAt }\n  }\n"): (typeof documents)["\n  query StaffDoctorChat($id: ID!) {\n    doctorChatSession(id: $id) { id doctorName subject priority status isUrgent patientName patientPhone patientDob context createdAt }\n    doctorChatMessages(sessionId: $id) { id sessionId senderType senderName content createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStaffDoctorMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { id }\n  }\n"): (typeof documents)["\n  mutation SendStaffDoctorMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PharmacyDoctorChatUpdates($pharmacyId: ID!) {\n    pharmacyDoctorChatUpdates(pharmacyId: $pharmacyId) { event sessionId sessionIds messagesOnly status isUrgent }\n  }\n"): (typeof documents)["\n  subscription PharmacyDoctorChatUpdates($pharmacyId: ID!) {\n    pharmacyDoctorChatUpdates(pharmacyId: $pharmacyId) { event sessionId sessionIds messagesOnly status isUrgent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatSessionSummary on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention isUrgent urgency urgencyReason handoffState\n    language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n  }\n"): (typeof documents)["\n  fragment ChatSessionSummary on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention isUrgent urgency urgencyReason handoffState\n    language sentiment messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyChatSessions($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) { ...ChatSessionSummary }\n  }\n"): (typeof documents)["\n  query PharmacyChatSessions($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) { ...ChatSessionSummary }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxSession($id: ID!) {\n    chatSession(id: $id) { ...ChatSessionSummary }\n  }\n"): (typeof documents)["\n  query InboxSession($id: ID!) {\n    chatSession(id: $id) { ...ChatSessionSummary }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PharmacyChatUpdates($pharmacyId: ID!) {\n    pharmacyChatUpdates(pharmacyId: $pharmacyId) {\n      event sessionId pharmacyId status needsStaffAttention isUrgent urgency handoffState sessionIds allSessions satisfactionRating\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n"): (typeof documents)["\n  subscription PharmacyChatUpdates($pharmacyId: ID!) {\n    pharmacyChatUpdates(pharmacyId: $pharmacyId) {\n      event sessionId pharmacyId status needsStaffAttention isUrgent urgency handoffState sessionIds allSessions satisfactionRating\n      message { id sessionId sender content timestamp staffMember kind language sentiment urgency original }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...ChatMessageFields }\n  }\n"): (typeof documents)["\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...ChatMessageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) {\n      sessions { ...ChatSessionSummary }\n      totalCount\n      counts { urgent active resolved all }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) {\n      sessions { ...ChatSessionSummary }\n      totalCount\n      counts { urgent active resolved all }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EscalateChatSession($sessionId: ID!) {\n    escalateChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n"): (typeof documents)["\n  mutation EscalateChatSession($sessionId: ID!) {\n    escalateChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveChatSession($sessionId: ID!) {\n    resolveChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n"): (typeof documents)["\n  mutation ResolveChatSession($sessionId: ID!) {\n    resolveChatSession(sessionId: $sessionId) { ...ChatSessionSummary }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n"): (typeof documents)["\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n"): (typeof documents)["\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyContact($id: ID!) { pharmacy(id: $id) { id name phone } }\n"): (typeof documents)["\n  query PharmacyContact($id: ID!) { pharmacy(id: $id) { id name phone } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplySuggestions($pharmacyId: ID!, $message: String!, $patientName: String, $language: String) {\n    replySuggestions(pharmacyId: $pharmacyId, message: $message, patientName: $patientName, language: $language) { text source entryId }\n  }\n"): (typeof documents)["\n  query ReplySuggestions($pharmacyId: ID!, $message: String!, $patientName: String, $language: String) {\n    replySuggestions(pharmacyId: $pharmacyId, message: $message, patientName: $patientName, language: $language) { text source entryId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxListFacts on ChatSession { id pharmacyId status isUrgent }\n"): (typeof documents)["\n  fragment InboxListFacts on ChatSession { id pharmacyId status isUrgent }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPage($pharmacyId: ID!) {\n    subscription(pharmacyId: $pharmacyId) {\n      id plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n    }\n    conversationUsage(pharmacyId: $pharmacyId, months: 6) { month conversations conversationLimit history { month conversations } }\n    plans { id name monthlyPrice conversationLimit trialDays features mostPopular }\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n    paymentSettings { mode publishableKey }\n    chatStorage(pharmacyId: $pharmacyId) { sessions messages bytes oldestAt }\n    knowledgeBaseStorage(pharmacyId: $pharmacyId) { entries bytes }\n  }\n"): (typeof documents)["\n  query SubscriptionPage($pharmacyId: ID!) {\n    subscription(pharmacyId: $pharmacyId) {\n      id plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n    }\n    conversationUsage(pharmacyId: $pharmacyId, months: 6) { month conversations conversationLimit history { month conversations } }\n    plans { id name monthlyPrice conversationLimit trialDays features mostPopular }\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n    paymentSettings { mode publishableKey }\n    chatStorage(pharmacyId: $pharmacyId) { sessions messages bytes oldestAt }\n    knowledgeBaseStorage(pharmacyId: $pharmacyId) { entries bytes }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlanSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n"): (typeof documents)["\n  mutation CreatePlanSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPlanTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { id plan status } }\n  }\n"): (typeof documents)["\n  mutation ConfirmPlanTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { id plan status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPlanSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { id plan status cancelAtPeriodEnd currentPeriodEnd } }\n"): (typeof documents)["\n  mutation CancelPlanSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { id plan status cancelAtPeriodEnd currentPeriodEnd } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptionsPage {\n    adminSubscriptions { id pharmacyId plan status monthlyPrice currentPeriodEnd trialEnd createdAt cancelAtPeriodEnd }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name status }\n  }\n"): (typeof documents)["\n  query AdminSubscriptionsPage {\n    adminSubscriptions { id pharmacyId plan status monthlyPrice currentPeriodEnd trialEnd createdAt cancelAtPeriodEnd }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminSubscriptionForPharmacy($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { id pharmacyId plan status } }\n"): (typeof documents)["\n  mutation CreateAdminSubscriptionForPharmacy($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { id pharmacyId plan status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulatePlanTestRenewal($paid: Boolean!) { simulateTestRenewal(paid: $paid) { id plan status graceUntil lastPaymentError } }\n"): (typeof documents)["\n  mutation SimulatePlanTestRenewal($paid: Boolean!) { simulateTestRenewal(paid: $paid) { id plan status graceUntil lastPaymentError } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($first: Int, $after: String, $pharmacyId: ID) {\n    auditLog(first: $first, after: $after, pharmacyId: $pharmacyId) {\n      entries { id at actorId actorName actorRole pharmacyId action objectType objectId }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($first: Int, $after: String, $pharmacyId: ID) {\n    auditLog(first: $first, after: $after, pharmacyId: $pharmacyId) {\n      entries { id at actorId actorName actorRole pharmacyId action objectType objectId }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...StaffUserFields } }\n"): (typeof documents)["\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...StaffUserFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterStaff($username: String!, $email: String!, $password: String!, $role: StaffRole!, $pharmacyId: ID!, $captcha: String!) {\n    registerStaff(input: { username: $username, email: $email, password: $password, role: $role, pharmacyId: $pharmacyId, captcha: $captcha }) { ...StaffUserFields }\n  }\n"): (typeof documents)["\n  mutation RegisterStaff($username: String!, $email: String!, $password: String!, $role: StaffRole!, $pharmacyId: ID!, $captcha: String!) {\n    registerStaff(input: { username: $username, email: $email, password: $password, role: $role, pharmacyId: $pharmacyId, captcha: $captcha }) { ...StaffUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePharmacyUser(\n    $pharmacyId: ID!\n    $userId: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $isActive: Boolean!\n  ) {\n    updatePharmacyUser(\n      pharmacyId: $pharmacyId\n      userId: $userId\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n"): (typeof documents)["\n  mutation UpdatePharmacyUser(\n    $pharmacyId: ID!\n    $userId: ID!\n    $username: String!\n    $email: String!\n    $firstName: String\n    $lastName: String\n    $role: StaffRole!\n    $isActive: Boolean!\n  ) {\n    updatePharmacyUser(\n      pharmacyId: $pharmacyId\n      userId: $userId\n      input: { username: $username, email: $email, firstName: $firstName, lastName: $lastName, role: $role, isActive: $isActive }\n    ) { ...StaffUserFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...StaffUserFields }\n  }\n"): (typeof documents)["\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...StaffUserFields }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;