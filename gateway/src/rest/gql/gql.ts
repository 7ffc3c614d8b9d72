/* eslint-disable */
import * as types from './graphql';



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
    "\n  fragment RestAuthPayloadFields on AuthPayload { token refreshToken expiresAt user { ...RestStaffUserFields } }\n": typeof types.RestAuthPayloadFieldsFragmentDoc,
    "\n  fragment RestPatientAuthFields on PatientAuthPayload {\n    token refreshToken expiresAt\n    patient { id email firstName lastName phone dateOfBirth zipCode createdAt }\n  }\n": typeof types.RestPatientAuthFieldsFragmentDoc,
    "\n  mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { ...RestAuthPayloadFields } }\n": typeof types.LoginDocument,
    "\n  mutation RefreshSession($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt } }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) }\n": typeof types.LogoutDocument,
    "\n  mutation RegisterStaff($input: RegisterStaffInput!) { registerStaff(input: $input) { ...RestStaffUserFields } }\n": typeof types.RegisterStaffDocument,
    "\n  query Pharmacies { pharmacies { id name address phone email licenseNumber openingHours status createdAt } }\n": typeof types.PharmaciesDocument,
    "\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { ...RestAuthPayloadFields }\n  }\n": typeof types.SwitchRoleDocument,
    "\n  mutation ResetRole { resetRole { ...RestAuthPayloadFields } }\n": typeof types.ResetRoleDocument,
    "\n  mutation RegisterPatient($input: RegisterPatientInput!) { registerPatient(input: $input) { ...RestPatientAuthFields } }\n": typeof types.RegisterPatientDocument,
    "\n  mutation LoginPatient($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { ...RestPatientAuthFields } }\n": typeof types.LoginPatientDocument,
    "\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...RestStaffUserFields } }\n": typeof types.PharmacyUsersDocument,
    "\n  mutation UpdatePharmacyUser($pharmacyId: ID!, $userId: ID!, $input: UpdateStaffUserInput!) {\n    updatePharmacyUser(pharmacyId: $pharmacyId, userId: $userId, input: $input) { ...RestStaffUserFields }\n  }\n": typeof types.UpdatePharmacyUserDocument,
    "\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n": typeof types.SetPharmacyUserPasswordDocument,
    "\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...RestStaffUserFields }\n  }\n": typeof types.SetPharmacyUserStatusDocument,
    "\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...RestStaffUserFields } }\n": typeof types.AdminUsersDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ...RestStaffUserFields } }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n": typeof types.AdminSetUserPasswordDocument,
    "\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n": typeof types.AdminDeleteUserDocument,
    "\n  fragment RestPharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n": typeof types.RestPharmacyAnalyticsFieldsFragmentDoc,
    "\n  query RestPharmacyChatSessionsList($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) {\n      id pharmacyId patientId category startedAt status needsStaffAttention messageCount lastMessage lastMessageAt duration satisfactionRating\n    }\n  }\n": typeof types.RestPharmacyChatSessionsListDocument,
    "\n  query RestPharmacyAnalytics($pharmacyId: ID!, $from: String, $to: String) { pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...RestPharmacyAnalyticsFields } }\n": typeof types.RestPharmacyAnalyticsDocument,
    "\n  query RestGlobalStats {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n  }\n": typeof types.RestGlobalStatsDocument,
    "\n  query RestPharmacyPerformance {\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n": typeof types.RestPharmacyPerformanceDocument,
    "\n  query RestRetentionStats {\n    retentionStats {\n      retentionDays purgeHour cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n": typeof types.RestRetentionStatsDocument,
    "\n  query RestPurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n": typeof types.RestPurgePreviewDocument,
    "\n  mutation RestRunPurge { requestPurge { id cutoff requestedAt trigger } }\n": typeof types.RestRunPurgeDocument,
    "\n  query RestDeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId) { runId pharmacyId source what count cutoff deletedAt } }\n": typeof types.RestDeletionLogDocument,
    "\n  fragment RestSubscriptionFields on PharmacySubscription {\n    id pharmacyId plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd createdAt conversationLimit\n    cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n  }\n": typeof types.RestSubscriptionFieldsFragmentDoc,
    "\n  query RestPharmacySubscription($pharmacyId: ID!) { subscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }\n": typeof types.RestPharmacySubscriptionDocument,
    "\n  query RestPharmacyStats($pharmacyId: ID!) {\n    conversationUsage(pharmacyId: $pharmacyId) { month conversations conversationLimit plan }\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n    subscription(pharmacyId: $pharmacyId) { plan status }\n    pharmacyDashboard(pharmacyId: $pharmacyId) {\n      activeUsersToday aiResponseRate satisfactionScore totalRatings resolutionRate averageSessionDuration returnCustomerRate costPerSession conversationTrend\n    }\n  }\n": typeof types.RestPharmacyStatsDocument,
    "\n  query RestFeatureAccess($pharmacyId: ID!, $feature: String!) { featureAccess(pharmacyId: $pharmacyId, feature: $feature) { allowed planRequired } }\n": typeof types.RestFeatureAccessDocument,
    "\n  query RestSubscriptionInvoices($pharmacyId: ID!) {\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n  }\n": typeof types.RestSubscriptionInvoicesDocument,
    "\n  query RestSubscriptionInvoicePdf($pharmacyId: ID!, $invoiceId: ID!) {\n    subscriptionInvoicePdf(pharmacyId: $pharmacyId, invoiceId: $invoiceId)\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id pdfUrl }\n  }\n": typeof types.RestSubscriptionInvoicePdfDocument,
    "\n  query RestPaymentSettings { paymentSettings { mode publishableKey } }\n": typeof types.RestPaymentSettingsDocument,
    "\n  mutation RestCreateSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n": typeof types.RestCreateSubscriptionDocument,
    "\n  mutation RestCancelSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }\n": typeof types.RestCancelSubscriptionDocument,
    "\n  mutation RestConfirmTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { ...RestSubscriptionFields } }\n  }\n": typeof types.RestConfirmTestPaymentDocument,
    "\n  mutation RestReceivePaymentWebhook($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) { eventId duplicate } }\n": typeof types.RestReceivePaymentWebhookDocument,
    "\n  query RestAdminSubscriptions {\n    adminSubscriptions { ...RestSubscriptionFields }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name }\n  }\n": typeof types.RestAdminSubscriptionsDocument,
    "\n  mutation RestCreateAdminSubscription($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { ...RestSubscriptionFields } }\n": typeof types.RestCreateAdminSubscriptionDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n": typeof types.SendContactMessageDocument,
    "\n  fragment RestContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n": typeof types.RestContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages($first: Int) { contactMessages(first: $first) { ...RestContactMessageFields } }\n": typeof types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!) { markContactMessageHandled(id: $id) { ...RestContactMessageFields } }\n": typeof types.MarkContactMessageHandledDocument,
    "\n  fragment RestDoctorChatSessionFields on DoctorChatSession {\n    id doctorId doctorName pharmacyId subject category priority status needsStaffAttention isUrgent\n    patientFirstName patientLastName patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt\n    pharmacy { id name address phone }\n  }\n": typeof types.RestDoctorChatSessionFieldsFragmentDoc,
    "\n  fragment RestDoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n": typeof types.RestDoctorChatMessageFieldsFragmentDoc,
    "\n  fragment RestDoctorConnectionFields on DoctorConnection {\n    id doctorId doctorName doctorSpecialty pharmacyId status connectionType priority notes requestedAt answeredAt\n    pharmacy { id name address phone }\n  }\n": typeof types.RestDoctorConnectionFieldsFragmentDoc,
    "\n  fragment RestDoctorProfileFields on DoctorProfile {\n    id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea\n    status createdAt rejectionReason reviewedAt\n  }\n": typeof types.RestDoctorProfileFieldsFragmentDoc,
    "\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n": typeof types.RegisterDoctorDocument,
    "\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n": typeof types.LoginDoctorDocument,
    "\n  query MyDoctorProfile { myDoctorProfile { ...RestDoctorProfileFields } }\n": typeof types.MyDoctorProfileDocument,
    "\n  query MyDoctorChatSessions { myDoctorChatSessions { ...RestDoctorChatSessionFields } }\n": typeof types.MyDoctorChatSessionsDocument,
    "\n  query MyDoctorConnections { myDoctorConnections { ...RestDoctorConnectionFields } }\n": typeof types.MyDoctorConnectionsDocument,
    "\n  query MyDoctorDashboardStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n": typeof types.MyDoctorDashboardStatsDocument,
    "\n  query DoctorChatSession($id: ID!) { doctorChatSession(id: $id) { ...RestDoctorChatSessionFields } }\n": typeof types.DoctorChatSessionDocument,
    "\n  query DoctorChatMessages($sessionId: ID!) { doctorChatMessages(sessionId: $sessionId) { ...RestDoctorChatMessageFields } }\n": typeof types.DoctorChatMessagesDocument,
    "\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...RestDoctorChatSessionFields } }\n": typeof types.StartDoctorChatDocument,
    "\n  mutation SendDoctorChatMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...RestDoctorChatMessageFields } }\n": typeof types.SendDoctorChatMessageDocument,
    "\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n": typeof types.ClearDoctorChatMessagesDocument,
    "\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...RestDoctorChatSessionFields } }\n": typeof types.ResolveDoctorChatDocument,
    "\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n": typeof types.ClearResolvedDoctorChatsDocument,
    "\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n": typeof types.ClearAllDoctorChatsDocument,
    "\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { ...RestDoctorConnectionFields }\n  }\n": typeof types.RequestDoctorConnectionDocument,
    "\n  query PharmacyDoctorChats($pharmacyId: ID!) { pharmacyDoctorChats(pharmacyId: $pharmacyId) { ...RestDoctorChatSessionFields } }\n": typeof types.PharmacyDoctorChatsDocument,
    "\n  mutation SendStaffDoctorChatMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { ...RestDoctorChatMessageFields }\n  }\n": typeof types.SendStaffDoctorChatMessageDocument,
    "\n  query PharmacyDoctorConnections($pharmacyId: ID!, $status: DoctorConnectionStatus) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId, status: $status) { ...RestDoctorConnectionFields }\n  }\n": typeof types.PharmacyDoctorConnectionsDocument,
    "\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { ...RestDoctorConnectionFields } }\n": typeof types.AnswerDoctorConnectionDocument,
    "\n  query AdminDoctors($status: String) { doctors(status: $status) { ...RestDoctorProfileFields } }\n": typeof types.AdminDoctorsDocument,
    "\n  query AdminDoctor($id: ID!) { doctorProfile(id: $id) { ...RestDoctorProfileFields } }\n": typeof types.AdminDoctorDocument,
    "\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { ...RestDoctorProfileFields } }\n": typeof types.ApproveDoctorDocument,
    "\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { ...RestDoctorProfileFields } }\n": typeof types.RejectDoctorDocument,
    "\n  mutation EscalateChatSession($sessionId: ID!) { escalateChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }\n": typeof types.EscalateChatSessionDocument,
    "\n  mutation ResolveChatSession($sessionId: ID!) { resolveChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }\n": typeof types.ResolveChatSessionDocument,
    "\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n": typeof types.ClearChatSessionDocument,
    "\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n": typeof types.ClearAllChatSessionsDocument,
    "\n  fragment RestChatSessionPageFields on ChatSessionPage {\n    sessions { ...RestChatSessionFields }\n    totalCount\n    counts { urgent active resolved all }\n    nextCursor\n  }\n": typeof types.RestChatSessionPageFieldsFragmentDoc,
    "\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) { ...RestChatSessionPageFields }\n  }\n": typeof types.ChatInboxDocument,
    "\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) { ...RestChatSessionPageFields }\n  }\n": typeof types.ChatManagementSessionsDocument,
    "\n  query ChatManagementSummary($pharmacyId: ID!) { chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated } }\n": typeof types.ChatManagementSummaryDocument,
    "\n  query ExportChatSession($sessionId: ID!) {\n    chatSession(id: $sessionId) { ...RestChatSessionFields }\n    chatMessages(sessionId: $sessionId) { ...RestChatMessageFields }\n  }\n": typeof types.ExportChatSessionDocument,
    "\n  fragment RestKnowledgeBaseEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n": typeof types.RestKnowledgeBaseEntryFieldsFragmentDoc,
    "\n  query KnowledgeBaseEntries($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...RestKnowledgeBaseEntryFields } }\n": typeof types.KnowledgeBaseEntriesDocument,
    "\n  mutation CreateKnowledgeBaseEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...RestKnowledgeBaseEntryFields }\n  }\n": typeof types.CreateKnowledgeBaseEntryDocument,
    "\n  mutation UpdateKnowledgeBaseEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...RestKnowledgeBaseEntryFields }\n  }\n": typeof types.UpdateKnowledgeBaseEntryDocument,
    "\n  mutation DeleteKnowledgeBaseEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n": typeof types.DeleteKnowledgeBaseEntryDocument,
    "\n  fragment RestAdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt\n    ownerName ownerEmail rejectionReason timeZone\n    operatingHours { monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime } thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime } }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd createdAt conversationLimit }\n  }\n": typeof types.RestAdminPharmacyFieldsFragmentDoc,
    "\n  fragment RestMailFields on MailMessage { id pharmacyId kind to subject body status provider providerMessageId error attempts createdAt sentAt }\n": typeof types.RestMailFieldsFragmentDoc,
    "\n  fragment RestPharmacyDeletionFields on PharmacyDeletion {\n    id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } }\n  }\n": typeof types.RestPharmacyDeletionFieldsFragmentDoc,
    "\n  mutation CreatePharmacy($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...RestAdminPharmacyFields } }\n": typeof types.CreatePharmacyDocument,
    "\n  mutation SubmitPharmacyRegistration($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username email role pharmacyId } }\n  }\n": typeof types.SubmitPharmacyRegistrationDocument,
    "\n  query AdminPharmacies($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...RestAdminPharmacyFields } }\n": typeof types.AdminPharmaciesDocument,
    "\n  mutation AssignTrial($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id pharmacyId plan status monthlyPrice trialEnd currentPeriodEnd createdAt } }\n": typeof types.AssignTrialDocument,
    "\n  mutation ApprovePharmacy($id: ID!) { approvePharmacy(id: $id) { ...RestAdminPharmacyFields } }\n": typeof types.ApprovePharmacyDocument,
    "\n  mutation RejectPharmacy($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...RestAdminPharmacyFields } }\n": typeof types.RejectPharmacyDocument,
    "\n  mutation SuspendPharmacy($id: ID!) { suspendPharmacy(id: $id) { ...RestAdminPharmacyFields } }\n": typeof types.SuspendPharmacyDocument,
    "\n  mutation ReactivatePharmacy($id: ID!) { reactivatePharmacy(id: $id) { ...RestAdminPharmacyFields } }\n": typeof types.ReactivatePharmacyDocument,
    "\n  mutation SendApprovalMessage($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...RestMailFields } }\n  }\n": typeof types.SendApprovalMessageDocument,
    "\n  mutation DeletePharmacy($id: ID!) { deletePharmacy(id: $id) { ...RestPharmacyDeletionFields } }\n": typeof types.DeletePharmacyDocument,
    "\n  query MailOutbox($first: Int, $after: String, $pharmacyId: ID) {\n    mailOutbox(first: $first, after: $after, pharmacyId: $pharmacyId) { totalCount nextCursor provider mails { ...RestMailFields } }\n  }\n": typeof types.MailOutboxDocument,
    "\n  query PharmacyDeletions { pharmacyDeletions { ...RestPharmacyDeletionFields } }\n": typeof types.PharmacyDeletionsDocument,
    "\n  query RevenueSummary {\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions totalSubscriptions byPlan { plan count monthlyRevenue } }\n  }\n": typeof types.RevenueSummaryDocument,
    "\n  fragment RestOwnPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours timeZone isOnline status createdAt chatGreeting\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n    settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n  }\n": typeof types.RestOwnPharmacyFieldsFragmentDoc,
    "\n  query MyPharmacies { myPharmacies { ...RestOwnPharmacyFields } }\n": typeof types.MyPharmaciesDocument,
    "\n  query OwnPharmacy($id: ID!) { pharmacy(id: $id) { ...RestOwnPharmacyFields } }\n": typeof types.OwnPharmacyDocument,
    "\n  mutation UpdatePharmacy($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...RestOwnPharmacyFields } }\n": typeof types.UpdatePharmacyDocument,
    "\n  mutation AddPharmacyLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...RestOwnPharmacyFields } }\n": typeof types.AddPharmacyLocationDocument,
    "\n  mutation DeletePharmacyLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n": typeof types.DeletePharmacyLocationDocument,
    "\n  mutation DeletePharmacyAsSuperAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n": typeof types.DeletePharmacyAsSuperAdminDocument,
    "\n  fragment RestPublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n": typeof types.RestPublicPharmacyFieldsFragmentDoc,
    "\n  query PublicPharmacies { publicPharmacies { ...RestPublicPharmacyFields } }\n": typeof types.PublicPharmaciesDocument,
    "\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...RestPublicPharmacyFields } }\n": typeof types.PublicPharmacyDocument,
    "\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id pharmacyId patientId patientName status needsStaffAttention startedAt messages { ...RestChatMessageFields } }\n    }\n  }\n": typeof types.OpenGuestChatDocument,
    "\n  query GuestChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }\n": typeof types.GuestChatMessagesDocument,
    "\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { ...RestChatMessageFields } }\n": typeof types.SendPatientMessageDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId pharmacyId patientId category rating feedback responseTime messageCount wasEscalated createdAt }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  query MyChatSessions { myChatSessions { ...RestChatSessionFields } }\n": typeof types.MyChatSessionsDocument,
    "\n  query PatientAccountForChat { mePatient { firstName lastName phone } }\n": typeof types.PatientAccountForChatDocument,
    "\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      ...RestChatSessionFields\n      messages { ...RestChatMessageFields }\n    }\n  }\n": typeof types.OpenPatientChatDocument,
    "\n  query PharmacySmsOutbox($pharmacyId: ID!, $first: Int) {\n    pharmacySmsOutbox(pharmacyId: $pharmacyId, first: $first) { id sessionId pharmacyId to body status provider providerMessageId error createdAt }\n  }\n": typeof types.PharmacySmsOutboxDocument,
    "\n  fragment RestNotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n": typeof types.RestNotificationPreferencesFieldsFragmentDoc,
    "\n  query MyNotificationPreferences { myNotificationPreferences { ...RestNotificationPreferencesFields } }\n": typeof types.MyNotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { ...RestNotificationPreferencesFields } }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query PharmacyChatSessions($pharmacyId: ID!) { pharmacyChatSessions(pharmacyId: $pharmacyId) { ...RestChatSessionFields } }\n": typeof types.PharmacyChatSessionsDocument,
    "\n  query StaffChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }\n": typeof types.StaffChatMessagesDocument,
    "\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...RestChatMessageFields }\n  }\n": typeof types.SendStaffReplyDocument,
    "\n  fragment RestChatMessageFields on ChatMessage {\n    id sessionId sender content timestamp staffMember kind citations { entryId question } language sentiment urgency original\n  }\n": typeof types.RestChatMessageFieldsFragmentDoc,
    "\n  fragment RestChatSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention urgency urgencyReason handoffState language sentiment\n    messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n    isUrgent feedbackGiven feedbackCategories reopenCount resolvedAt registeredPatient\n  }\n": typeof types.RestChatSessionFieldsFragmentDoc,
    "\n  fragment RestStaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n": typeof types.RestStaffUserFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment RestAuthPayloadFields on AuthPayload { token refreshToken expiresAt user { ...RestStaffUserFields } }\n": types.RestAuthPayloadFieldsFragmentDoc,
    "\n  fragment RestPatientAuthFields on PatientAuthPayload {\n    token refreshToken expiresAt\n    patient { id email firstName lastName phone dateOfBirth zipCode createdAt }\n  }\n": types.RestPatientAuthFieldsFragmentDoc,
    "\n  mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { ...RestAuthPayloadFields } }\n": types.LoginDocument,
    "\n  mutation RefreshSession($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt } }\n": types.RefreshSessionDocument,
    "\n  mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) }\n": types.LogoutDocument,
    "\n  mutation RegisterStaff($input: RegisterStaffInput!) { registerStaff(input: $input) { ...RestStaffUserFields } }\n": types.RegisterStaffDocument,
    "\n  query Pharmacies { pharmacies { id name address phone email licenseNumber openingHours status createdAt } }\n": types.PharmaciesDocument,
    "\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { ...RestAuthPayloadFields }\n  }\n": types.SwitchRoleDocument,
    "\n  mutation ResetRole { resetRole { ...RestAuthPayloadFields } }\n": types.ResetRoleDocument,
    "\n  mutation RegisterPatient($input: RegisterPatientInput!) { registerPatient(input: $input) { ...RestPatientAuthFields } }\n": types.RegisterPatientDocument,
    "\n  mutation LoginPatient($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { ...RestPatientAuthFields } }\n": types.LoginPatientDocument,
    "\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...RestStaffUserFields } }\n": types.PharmacyUsersDocument,
    "\n  mutation UpdatePharmacyUser($pharmacyId: ID!, $userId: ID!, $input: UpdateStaffUserInput!) {\n    updatePharmacyUser(pharmacyId: $pharmacyId, userId: $userId, input: $input) { ...RestStaffUserFields }\n  }\n": types.UpdatePharmacyUserDocument,
    "\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n": types.SetPharmacyUserPasswordDocument,
    "\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...RestStaffUserFields }\n  }\n": types.SetPharmacyUserStatusDocument,
    "\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...RestStaffUserFields } }\n": types.AdminUsersDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ...RestStaffUserFields } }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n": types.AdminSetUserPasswordDocument,
    "\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n": types.AdminDeleteUserDocument,
    "\n  fragment RestPharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n": types.RestPharmacyAnalyticsFieldsFragmentDoc,
    "\n  query RestPharmacyChatSessionsList($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) {\n      id pharmacyId patientId category startedAt status needsStaffAttention messageCount lastMessage lastMessageAt duration satisfactionRating\n    }\n  }\n": types.RestPharmacyChatSessionsListDocument,
    "\n  query RestPharmacyAnalytics($pharmacyId: ID!, $from: String, $to: String) { pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...RestPharmacyAnalyticsFields } }\n": types.RestPharmacyAnalyticsDocument,
    "\n  query RestGlobalStats {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n  }\n": types.RestGlobalStatsDocument,
    "\n  query RestPharmacyPerformance {\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n": types.RestPharmacyPerformanceDocument,
    "\n  query RestRetentionStats {\n    retentionStats {\n      retentionDays purgeHour cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n": types.RestRetentionStatsDocument,
    "\n  query RestPurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n": types.RestPurgePreviewDocument,
    "\n  mutation RestRunPurge { requestPurge { id cutoff requestedAt trigger } }\n": types.RestRunPurgeDocument,
    "\n  query RestDeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId) { runId pharmacyId source what count cutoff deletedAt } }\n": types.RestDeletionLogDocument,
    "\n  fragment RestSubscriptionFields on PharmacySubscription {\n    id pharmacyId plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd createdAt conversationLimit\n    cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n  }\n": types.RestSubscriptionFieldsFragmentDoc,
    "\n  query RestPharmacySubscription($pharmacyId: ID!) { subscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }\n": types.RestPharmacySubscriptionDocument,
    "\n  query RestPharmacyStats($pharmacyId: ID!) {\n    conversationUsage(pharmacyId: $pharmacyId) { month conversations conversationLimit plan }\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n    subscription(pharmacyId: $pharmacyId) { plan status }\n    pharmacyDashboard(pharmacyId: $pharmacyId) {\n      activeUsersToday aiResponseRate satisfactionScore totalRatings resolutionRate averageSessionDuration returnCustomerRate costPerSession conversationTrend\n    }\n  }\n": types.RestPharmacyStatsDocument,
    "\n  query RestFeatureAccess($pharmacyId: ID!, $feature: String!) { featureAccess(pharmacyId: $pharmacyId, feature: $feature) { allowed planRequired } }\n": types.RestFeatureAccessDocument,
    "\n  query RestSubscriptionInvoices($pharmacyId: ID!) {\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n  }\n": types.RestSubscriptionInvoicesDocument,
    "\n  query RestSubscriptionInvoicePdf($pharmacyId: ID!, $invoiceId: ID!) {\n    subscriptionInvoicePdf(pharmacyId: $pharmacyId, invoiceId: $invoiceId)\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id pdfUrl }\n  }\n": types.RestSubscriptionInvoicePdfDocument,
    "\n  query RestPaymentSettings { paymentSettings { mode publishableKey } }\n": types.RestPaymentSettingsDocument,
    "\n  mutation RestCreateSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n": types.RestCreateSubscriptionDocument,
    "\n  mutation RestCancelSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }\n": types.RestCancelSubscriptionDocument,
    "\n  mutation RestConfirmTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { ...RestSubscriptionFields } }\n  }\n": types.RestConfirmTestPaymentDocument,
    "\n  mutation RestReceivePaymentWebhook($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) { eventId duplicate } }\n": types.RestReceivePaymentWebhookDocument,
    "\n  query RestAdminSubscriptions {\n    adminSubscriptions { ...RestSubscriptionFields }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name }\n  }\n": types.RestAdminSubscriptionsDocument,
    "\n  mutation RestCreateAdminSubscription($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { ...RestSubscriptionFields } }\n": types.RestCreateAdminSubscriptionDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n": types.SendContactMessageDocument,
    "\n  fragment RestContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n": types.RestContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages($first: Int) { contactMessages(first: $first) { ...RestContactMessageFields } }\n": types.ContactMessagesDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!) { markContactMessageHandled(id: $id) { ...RestContactMessageFields } }\n": types.MarkContactMessageHandledDocument,
    "\n  fragment RestDoctorChatSessionFields on DoctorChatSession {\n    id doctorId doctorName pharmacyId subject category priority status needsStaffAttention isUrgent\n    patientFirstName patientLastName patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt\n    pharmacy { id name address phone }\n  }\n": types.RestDoctorChatSessionFieldsFragmentDoc,
    "\n  fragment RestDoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n": types.RestDoctorChatMessageFieldsFragmentDoc,
    "\n  fragment RestDoctorConnectionFields on DoctorConnection {\n    id doctorId doctorName doctorSpecialty pharmacyId status connectionType priority notes requestedAt answeredAt\n    pharmacy { id name address phone }\n  }\n": types.RestDoctorConnectionFieldsFragmentDoc,
    "\n  fragment RestDoctorProfileFields on DoctorProfile {\n    id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea\n    status createdAt rejectionReason reviewedAt\n  }\n": types.RestDoctorProfileFieldsFragmentDoc,
    "\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n": types.RegisterDoctorDocument,
    "\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n": types.LoginDoctorDocument,
    "\n  query MyDoctorProfile { myDoctorProfile { ...RestDoctorProfileFields } }\n": types.MyDoctorProfileDocument,
    "\n  query MyDoctorChatSessions { myDoctorChatSessions { ...RestDoctorChatSessionFields } }\n": types.MyDoctorChatSessionsDocument,
    "\n  query MyDoctorConnections { myDoctorConnections { ...RestDoctorConnectionFields } }\n": types.MyDoctorConnectionsDocument,
    "\n  query MyDoctorDashboardStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n": types.MyDoctorDashboardStatsDocument,
    "\n  query DoctorChatSession($id: ID!) { doctorChatSession(id: $id) { ...RestDoctorChatSessionFields } }\n": types.DoctorChatSessionDocument,
    "\n  query DoctorChatMessages($sessionId: ID!) { doctorChatMessages(sessionId: $sessionId) { ...RestDoctorChatMessageFields } }\n": types.DoctorChatMessagesDocument,
    "\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...RestDoctorChatSessionFields } }\n": types.StartDoctorChatDocument,
    "\n  mutation SendDoctorChatMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...RestDoctorChatMessageFields } }\n": types.SendDoctorChatMessageDocument,
    "\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n": types.ClearDoctorChatMessagesDocument,
    "\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...RestDoctorChatSessionFields } }\n": types.ResolveDoctorChatDocument,
    "\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n": types.ClearResolvedDoctorChatsDocument,
    "\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n": types.ClearAllDoctorChatsDocument,
    "\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { ...RestDoctorConnectionFields }\n  }\n": types.RequestDoctorConnectionDocument,
    "\n  query PharmacyDoctorChats($pharmacyId: ID!) { pharmacyDoctorChats(pharmacyId: $pharmacyId) { ...RestDoctorChatSessionFields } }\n": types.PharmacyDoctorChatsDocument,
    "\n  mutation SendStaffDoctorChatMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { ...RestDoctorChatMessageFields }\n  }\n": types.SendStaffDoctorChatMessageDocument,
    "\n  query PharmacyDoctorConnections($pharmacyId: ID!, $status: DoctorConnectionStatus) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId, status: $status) { ...RestDoctorConnectionFields }\n  }\n": types.PharmacyDoctorConnectionsDocument,
    "\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { ...RestDoctorConnectionFields } }\n": types.AnswerDoctorConnectionDocument,
    "\n  query AdminDoctors($status: String) { doctors(status: $status) { ...RestDoctorProfileFields } }\n": types.AdminDoctorsDocument,
    "\n  query AdminDoctor($id: ID!) { doctorProfile(id: $id) { ...RestDoctorProfileFields } }\n": types.AdminDoctorDocument,
    "\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { ...RestDoctorProfileFields } }\n": types.ApproveDoctorDocument,
    "\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { ...RestDoctorProfileFields } }\n": types.RejectDoctorDocument,
    "\n  mutation EscalateChatSession($sessionId: ID!) { escalateChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }\n": types.EscalateChatSessionDocument,
    "\n  mutation ResolveChatSession($sessionId: ID!) { resolveChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }\n": types.ResolveChatSessionDocument,
    "\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n": types.ClearChatSessionDocument,
    "\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n": types.ClearAllChatSessionsDocument,
    "\n  fragment RestChatSessionPageFields on ChatSessionPage {\n    sessions { ...RestChatSessionFields }\n    totalCount\n    counts { urgent active resolved all }\n    nextCursor\n  }\n": types.RestChatSessionPageFieldsFragmentDoc,
    "\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) { ...RestChatSessionPageFields }\n  }\n": types.ChatInboxDocument,
    "\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) { ...RestChatSessionPageFields }\n  }\n": types.ChatManagementSessionsDocument,
    "\n  query ChatManagementSummary($pharmacyId: ID!) { chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated } }\n": types.ChatManagementSummaryDocument,
    "\n  query ExportChatSession($sessionId: ID!) {\n    chatSession(id: $sessionId) { ...RestChatSessionFields }\n    chatMessages(sessionId: $sessionId) { ...RestChatMessageFields }\n  }\n": types.ExportChatSessionDocument,
    "\n  fragment RestKnowledgeBaseEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n": types.RestKnowledgeBaseEntryFieldsFragmentDoc,
    "\n  query KnowledgeBaseEntries($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...RestKnowledgeBaseEntryFields } }\n": types.KnowledgeBaseEntriesDocument,
    "\n  mutation CreateKnowledgeBaseEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...RestKnowledgeBaseEntryFields }\n  }\n": types.CreateKnowledgeBaseEntryDocument,
    "\n  mutation UpdateKnowledgeBaseEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...RestKnowledgeBaseEntryFields }\n  }\n": types.UpdateKnowledgeBaseEntryDocument,
    "\n  mutation DeleteKnowledgeBaseEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n": types.DeleteKnowledgeBaseEntryDocument,
    "\n  fragment RestAdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt\n    ownerName ownerEmail rejectionReason timeZone\n    operatingHours { monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime } thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime } }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd createdAt conversationLimit }\n  }\n": types.RestAdminPharmacyFieldsFragmentDoc,
    "\n  fragment RestMailFields on MailMessage { id pharmacyId kind to subject body status provider providerMessageId error attempts createdAt sentAt }\n": types.RestMailFieldsFragmentDoc,
    "\n  fragment RestPharmacyDeletionFields on PharmacyDeletion {\n    id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } }\n  }\n": types.RestPharmacyDeletionFieldsFragmentDoc,
    "\n  mutation CreatePharmacy($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...RestAdminPharmacyFields } }\n": types.CreatePharmacyDocument,
    "\n  mutation SubmitPharmacyRegistration($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username email role pharmacyId } }\n  }\n": types.SubmitPharmacyRegistrationDocument,
    "\n  query AdminPharmacies($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...RestAdminPharmacyFields } }\n": types.AdminPharmaciesDocument,
    "\n  mutation AssignTrial($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id pharmacyId plan status monthlyPrice trialEnd currentPeriodEnd createdAt } }\n": types.AssignTrialDocument,
    "\n  mutation ApprovePharmacy($id: ID!) { approvePharmacy(id: $id) { ...RestAdminPharmacyFields } }\n": types.ApprovePharmacyDocument,
    "\n  mutation RejectPharmacy($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...RestAdminPharmacyFields } }\n": types.RejectPharmacyDocument,
    "\n  mutation SuspendPharmacy($id: ID!) { suspendPharmacy(id: $id) { ...RestAdminPharmacyFields } }\n": types.SuspendPharmacyDocument,
    "\n  mutation ReactivatePharmacy($id: ID!) { reactivatePharmacy(id: $id) { ...RestAdminPharmacyFields } }\n": types.ReactivatePharmacyDocument,
    "\n  mutation SendApprovalMessage($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...RestMailFields } }\n  }\n": types.SendApprovalMessageDocument,
    "\n  mutation DeletePharmacy($id: ID!) { deletePharmacy(id: $id) { ...RestPharmacyDeletionFields } }\n": types.DeletePharmacyDocument,
    "\n  query MailOutbox($first: Int, $after: String, $pharmacyId: ID) {\n    mailOutbox(first: $first, after: $after, pharmacyId: $pharmacyId) { totalCount nextCursor provider mails { ...RestMailFields } }\n  }\n": types.MailOutboxDocument,
    "\n  query PharmacyDeletions { pharmacyDeletions { ...RestPharmacyDeletionFields } }\n": types.PharmacyDeletionsDocument,
    "\n  query RevenueSummary {\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions totalSubscriptions byPlan { plan count monthlyRevenue } }\n  }\n": types.RevenueSummaryDocument,
    "\n  fragment RestOwnPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours timeZone isOnline status createdAt chatGreeting\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n    settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n  }\n": types.RestOwnPharmacyFieldsFragmentDoc,
    "\n  query MyPharmacies { myPharmacies { ...RestOwnPharmacyFields } }\n": types.MyPharmaciesDocument,
    "\n  query OwnPharmacy($id: ID!) { pharmacy(id: $id) { ...RestOwnPharmacyFields } }\n": types.OwnPharmacyDocument,
    "\n  mutation UpdatePharmacy($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...RestOwnPharmacyFields } }\n": types.UpdatePharmacyDocument,
    "\n  mutation AddPharmacyLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...RestOwnPharmacyFields } }\n": types.AddPharmacyLocationDocument,
    "\n  mutation DeletePharmacyLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n": types.DeletePharmacyLocationDocument,
    "\n  mutation DeletePharmacyAsSuperAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n": types.DeletePharmacyAsSuperAdminDocument,
    "\n  fragment RestPublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n": types.RestPublicPharmacyFieldsFragmentDoc,
    "\n  query PublicPharmacies { publicPharmacies { ...RestPublicPharmacyFields } }\n": types.PublicPharmaciesDocument,
    "\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...RestPublicPharmacyFields } }\n": types.PublicPharmacyDocument,
    "\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id pharmacyId patientId patientName status needsStaffAttention startedAt messages { ...RestChatMessageFields } }\n    }\n  }\n": types.OpenGuestChatDocument,
    "\n  query GuestChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }\n": types.GuestChatMessagesDocument,
    "\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { ...RestChatMessageFields } }\n": types.SendPatientMessageDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId pharmacyId patientId category rating feedback responseTime messageCount wasEscalated createdAt }\n  }\n": types.SubmitFeedbackDocument,
    "\n  query MyChatSessions { myChatSessions { ...RestChatSessionFields } }\n": types.MyChatSessionsDocument,
    "\n  query PatientAccountForChat { mePatient { firstName lastName phone } }\n": types.PatientAccountForChatDocument,
    "\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      ...RestChatSessionFields\n      messages { ...RestChatMessageFields }\n    }\n  }\n": types.OpenPatientChatDocument,
    "\n  query PharmacySmsOutbox($pharmacyId: ID!, $first: Int) {\n    pharmacySmsOutbox(pharmacyId: $pharmacyId, first: $first) { id sessionId pharmacyId to body status provider providerMessageId error createdAt }\n  }\n": types.PharmacySmsOutboxDocument,
    "\n  fragment RestNotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n": types.RestNotificationPreferencesFieldsFragmentDoc,
    "\n  query MyNotificationPreferences { myNotificationPreferences { ...RestNotificationPreferencesFields } }\n": types.MyNotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { ...RestNotificationPreferencesFields } }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query PharmacyChatSessions($pharmacyId: ID!) { pharmacyChatSessions(pharmacyId: $pharmacyId) { ...RestChatSessionFields } }\n": types.PharmacyChatSessionsDocument,
    "\n  query StaffChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }\n": types.StaffChatMessagesDocument,
    "\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...RestChatMessageFields }\n  }\n": types.SendStaffReplyDocument,
    "\n  fragment RestChatMessageFields on ChatMessage {\n    id sessionId sender content timestamp staffMember kind citations { entryId question } language sentiment urgency original\n  }\n": types.RestChatMessageFieldsFragmentDoc,
    "\n  fragment RestChatSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention urgency urgencyReason handoffState language sentiment\n    messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n    isUrgent feedbackGiven feedbackCategories reopenCount resolvedAt registeredPatient\n  }\n": types.RestChatSessionFieldsFragmentDoc,
    "\n  fragment RestStaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n": types.RestStaffUserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAuthPayloadFields on AuthPayload { token refreshToken expiresAt user { ...RestStaffUserFields } }\n"): typeof import('./graphql').RestAuthPayloadFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPatientAuthFields on PatientAuthPayload {\n    token refreshToken expiresAt\n    patient { id email firstName lastName phone dateOfBirth zipCode createdAt }\n  }\n"): typeof import('./graphql').RestPatientAuthFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { ...RestAuthPayloadFields } }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt } }\n"): typeof import('./graphql').RefreshSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterStaff($input: RegisterStaffInput!) { registerStaff(input: $input) { ...RestStaffUserFields } }\n"): typeof import('./graphql').RegisterStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pharmacies { pharmacies { id name address phone email licenseNumber openingHours status createdAt } }\n"): typeof import('./graphql').PharmaciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchRole($targetRole: StaffRole!, $targetPharmacyId: ID) {\n    switchRole(targetRole: $targetRole, targetPharmacyId: $targetPharmacyId) { ...RestAuthPayloadFields }\n  }\n"): typeof import('./graphql').SwitchRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetRole { resetRole { ...RestAuthPayloadFields } }\n"): typeof import('./graphql').ResetRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPatient($input: RegisterPatientInput!) { registerPatient(input: $input) { ...RestPatientAuthFields } }\n"): typeof import('./graphql').RegisterPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginPatient($email: String!, $password: String!) { loginPatient(email: $email, password: $password) { ...RestPatientAuthFields } }\n"): typeof import('./graphql').LoginPatientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyUsers($pharmacyId: ID!) { pharmacyUsers(pharmacyId: $pharmacyId) { ...RestStaffUserFields } }\n"): typeof import('./graphql').PharmacyUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePharmacyUser($pharmacyId: ID!, $userId: ID!, $input: UpdateStaffUserInput!) {\n    updatePharmacyUser(pharmacyId: $pharmacyId, userId: $userId, input: $input) { ...RestStaffUserFields }\n  }\n"): typeof import('./graphql').UpdatePharmacyUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPharmacyUserPassword($pharmacyId: ID!, $userId: ID!, $newPassword: String!) {\n    setPharmacyUserPassword(pharmacyId: $pharmacyId, userId: $userId, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').SetPharmacyUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPharmacyUserStatus($pharmacyId: ID!, $userId: ID!, $isActive: Boolean!) {\n    setPharmacyUserStatus(pharmacyId: $pharmacyId, userId: $userId, isActive: $isActive) { ...RestStaffUserFields }\n  }\n"): typeof import('./graphql').SetPharmacyUserStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String) { adminUsers(search: $search) { ...RestStaffUserFields } }\n"): typeof import('./graphql').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { ...RestStaffUserFields } }\n"): typeof import('./graphql').AdminUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserPassword($id: ID!, $newPassword: String!) { adminSetUserPassword(id: $id, newPassword: $newPassword) }\n"): typeof import('./graphql').AdminSetUserPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) { adminDeleteUser(id: $id) }\n"): typeof import('./graphql').AdminDeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPharmacyAnalyticsFields on PharmacyAnalytics {\n    pharmacyId from to timeZone totalConversations periodConversations conversationTrend monthlyConversations conversationLimit activeUsersToday\n    aiResponseRate satisfactionScore totalRatings resolutionRate escalationRate averageSessionDuration returnCustomerRate costPerSession plan planStatus\n    monthlyPrice advancedAnalytics totalMessages averageResponseTime\n    chatVolume { day conversations messages }\n    topCategories { category sessions questions handedOver percentage }\n    topQuestions { question count }\n    peakHours { hour label messages }\n    hourlyMessages { hour label messages }\n    responseTimeDistribution { bucket label count percentage }\n    firstReply { assistantSeconds assistantReplies staffAfterHandoffSeconds staffReplies staffWaitOpenSeconds staffWaitsOpen staffWaitClosedSeconds staffWaitsClosed }\n    satisfactionByCategory { category average ratings }\n    ratingDistribution { stars count percentage }\n    recommendations { rule title impact action priority }\n  }\n"): typeof import('./graphql').RestPharmacyAnalyticsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPharmacyChatSessionsList($pharmacyId: ID!) {\n    pharmacyChatSessions(pharmacyId: $pharmacyId) {\n      id pharmacyId patientId category startedAt status needsStaffAttention messageCount lastMessage lastMessageAt duration satisfactionRating\n    }\n  }\n"): typeof import('./graphql').RestPharmacyChatSessionsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPharmacyAnalytics($pharmacyId: ID!, $from: String, $to: String) { pharmacyAnalytics(pharmacyId: $pharmacyId, from: $from, to: $to) { ...RestPharmacyAnalyticsFields } }\n"): typeof import('./graphql').RestPharmacyAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestGlobalStats {\n    platformStats {\n      totalPharmacies activePharmacies pendingPharmacies suspendedPharmacies totalUsers staffUsers patientAccounts activeSubscriptions monthlyRevenue\n      totalConversations conversationsToday totalMessages averageResponseTime satisfactionScore uptimePercent uptimeSince\n      subscriptionBreakdown { plan subscriptions active monthlyRevenue }\n    }\n  }\n"): typeof import('./graphql').RestGlobalStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPharmacyPerformance {\n    pharmacyPerformance {\n      pharmacyId name status plan subscriptionStatus monthlyConversations conversationLimit usagePercent usageLevel totalConversations satisfactionScore\n      averageResponseTime escalationRate\n    }\n  }\n"): typeof import('./graphql').RestPharmacyPerformanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestRetentionStats {\n    retentionStats {\n      retentionDays purgeHour cleanupTime timeZone nextCleanup nextCleanupIn lastCleanup lastCleanupTrigger lastCutoff purgeRuns pharmaciesWithDeletions\n      lastRunDeleted totalDeleted auditRecordsKept deletedByKind { what total lastRun }\n    }\n  }\n"): typeof import('./graphql').RestRetentionStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPurgePreview { purgePreview { cutoff retentionDays chatCounts { pharmacyId sessions messages feedback } doctorChatCounts { pharmacyId sessions messages } } }\n"): typeof import('./graphql').RestPurgePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestRunPurge { requestPurge { id cutoff requestedAt trigger } }\n"): typeof import('./graphql').RestRunPurgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestDeletionLog($pharmacyId: ID!) { deletionLog(pharmacyId: $pharmacyId) { runId pharmacyId source what count cutoff deletedAt } }\n"): typeof import('./graphql').RestDeletionLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestSubscriptionFields on PharmacySubscription {\n    id pharmacyId plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd createdAt conversationLimit\n    cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }\n  }\n"): typeof import('./graphql').RestSubscriptionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPharmacySubscription($pharmacyId: ID!) { subscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }\n"): typeof import('./graphql').RestPharmacySubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPharmacyStats($pharmacyId: ID!) {\n    conversationUsage(pharmacyId: $pharmacyId) { month conversations conversationLimit plan }\n    pharmacyActivity(pharmacyId: $pharmacyId) { totalConversations monthlyConversations escalations averageResponseTime }\n    subscription(pharmacyId: $pharmacyId) { plan status }\n    pharmacyDashboard(pharmacyId: $pharmacyId) {\n      activeUsersToday aiResponseRate satisfactionScore totalRatings resolutionRate averageSessionDuration returnCustomerRate costPerSession conversationTrend\n    }\n  }\n"): typeof import('./graphql').RestPharmacyStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestFeatureAccess($pharmacyId: ID!, $feature: String!) { featureAccess(pharmacyId: $pharmacyId, feature: $feature) { allowed planRequired } }\n"): typeof import('./graphql').RestFeatureAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSubscriptionInvoices($pharmacyId: ID!) {\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }\n  }\n"): typeof import('./graphql').RestSubscriptionInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestSubscriptionInvoicePdf($pharmacyId: ID!, $invoiceId: ID!) {\n    subscriptionInvoicePdf(pharmacyId: $pharmacyId, invoiceId: $invoiceId)\n    subscriptionInvoices(pharmacyId: $pharmacyId) { id pdfUrl }\n  }\n"): typeof import('./graphql').RestSubscriptionInvoicePdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestPaymentSettings { paymentSettings { mode publishableKey } }\n"): typeof import('./graphql').RestPaymentSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateSubscription($planType: String!, $pharmacyId: ID) {\n    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }\n  }\n"): typeof import('./graphql').RestCreateSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCancelSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { ...RestSubscriptionFields } }\n"): typeof import('./graphql').RestCancelSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestConfirmTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {\n    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { ...RestSubscriptionFields } }\n  }\n"): typeof import('./graphql').RestConfirmTestPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestReceivePaymentWebhook($payload: String!, $signature: String!) { receivePaymentWebhook(payload: $payload, signature: $signature) { eventId duplicate } }\n"): typeof import('./graphql').RestReceivePaymentWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestAdminSubscriptions {\n    adminSubscriptions { ...RestSubscriptionFields }\n    adminSubscriptionSummary { total active monthlyRevenue growthRate }\n    adminPharmacies { id name }\n  }\n"): typeof import('./graphql').RestAdminSubscriptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestCreateAdminSubscription($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { ...RestSubscriptionFields } }\n"): typeof import('./graphql').RestCreateAdminSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }\n"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestContactMessageFields on ContactMessage { id name email phone topic subject message receivedAt handledAt }\n"): typeof import('./graphql').RestContactMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int) { contactMessages(first: $first) { ...RestContactMessageFields } }\n"): typeof import('./graphql').ContactMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandled($id: ID!) { markContactMessageHandled(id: $id) { ...RestContactMessageFields } }\n"): typeof import('./graphql').MarkContactMessageHandledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDoctorChatSessionFields on DoctorChatSession {\n    id doctorId doctorName pharmacyId subject category priority status needsStaffAttention isUrgent\n    patientFirstName patientLastName patientName patientInitials patientPhone patientDob context\n    messageCount lastMessage lastMessageAt createdAt resolvedAt\n    pharmacy { id name address phone }\n  }\n"): typeof import('./graphql').RestDoctorChatSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDoctorChatMessageFields on DoctorChatMessage { id sessionId senderType senderName content createdAt }\n"): typeof import('./graphql').RestDoctorChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDoctorConnectionFields on DoctorConnection {\n    id doctorId doctorName doctorSpecialty pharmacyId status connectionType priority notes requestedAt answeredAt\n    pharmacy { id name address phone }\n  }\n"): typeof import('./graphql').RestDoctorConnectionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestDoctorProfileFields on DoctorProfile {\n    id email firstName lastName phone licenseNumber licenseState npiNumber deaNumber practiceName practiceAddress specialtyArea\n    status createdAt rejectionReason reviewedAt\n  }\n"): typeof import('./graphql').RestDoctorProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterDoctor($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId status message } }\n"): typeof import('./graphql').RegisterDoctorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginDoctor($email: String!, $password: String!) { loginDoctor(email: $email, password: $password) { token refreshToken expiresAt doctorId } }\n"): typeof import('./graphql').LoginDoctorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorProfile { myDoctorProfile { ...RestDoctorProfileFields } }\n"): typeof import('./graphql').MyDoctorProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorChatSessions { myDoctorChatSessions { ...RestDoctorChatSessionFields } }\n"): typeof import('./graphql').MyDoctorChatSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorConnections { myDoctorConnections { ...RestDoctorConnectionFields } }\n"): typeof import('./graphql').MyDoctorConnectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDoctorDashboardStats { myDoctorDashboardStats { activeChats resolvedChats connectedPharmacies averageResponseSeconds } }\n"): typeof import('./graphql').MyDoctorDashboardStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorChatSession($id: ID!) { doctorChatSession(id: $id) { ...RestDoctorChatSessionFields } }\n"): typeof import('./graphql').DoctorChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoctorChatMessages($sessionId: ID!) { doctorChatMessages(sessionId: $sessionId) { ...RestDoctorChatMessageFields } }\n"): typeof import('./graphql').DoctorChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDoctorChat($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { ...RestDoctorChatSessionFields } }\n"): typeof import('./graphql').StartDoctorChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDoctorChatMessage($sessionId: ID!, $content: String!) { sendDoctorChatMessage(sessionId: $sessionId, content: $content) { ...RestDoctorChatMessageFields } }\n"): typeof import('./graphql').SendDoctorChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearDoctorChatMessages($sessionId: ID!) { clearDoctorChatMessages(sessionId: $sessionId) }\n"): typeof import('./graphql').ClearDoctorChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveDoctorChat($sessionId: ID!) { resolveDoctorChat(sessionId: $sessionId) { ...RestDoctorChatSessionFields } }\n"): typeof import('./graphql').ResolveDoctorChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearResolvedDoctorChats { clearResolvedDoctorChats }\n"): typeof import('./graphql').ClearResolvedDoctorChatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearAllDoctorChats { clearAllDoctorChats }\n"): typeof import('./graphql').ClearAllDoctorChatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDoctorConnection($pharmacyId: ID!, $priority: Int, $notes: String) {\n    requestDoctorConnection(pharmacyId: $pharmacyId, priority: $priority, notes: $notes) { ...RestDoctorConnectionFields }\n  }\n"): typeof import('./graphql').RequestDoctorConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDoctorChats($pharmacyId: ID!) { pharmacyDoctorChats(pharmacyId: $pharmacyId) { ...RestDoctorChatSessionFields } }\n"): typeof import('./graphql').PharmacyDoctorChatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStaffDoctorChatMessage($sessionId: ID!, $content: String!, $staffMember: String) {\n    sendStaffDoctorChatMessage(sessionId: $sessionId, content: $content, staffMember: $staffMember) { ...RestDoctorChatMessageFields }\n  }\n"): typeof import('./graphql').SendStaffDoctorChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDoctorConnections($pharmacyId: ID!, $status: DoctorConnectionStatus) {\n    pharmacyDoctorConnections(pharmacyId: $pharmacyId, status: $status) { ...RestDoctorConnectionFields }\n  }\n"): typeof import('./graphql').PharmacyDoctorConnectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerDoctorConnection($id: ID!, $accept: Boolean!) { answerDoctorConnection(id: $id, accept: $accept) { ...RestDoctorConnectionFields } }\n"): typeof import('./graphql').AnswerDoctorConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDoctors($status: String) { doctors(status: $status) { ...RestDoctorProfileFields } }\n"): typeof import('./graphql').AdminDoctorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDoctor($id: ID!) { doctorProfile(id: $id) { ...RestDoctorProfileFields } }\n"): typeof import('./graphql').AdminDoctorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDoctor($id: ID!) { approveDoctor(id: $id) { ...RestDoctorProfileFields } }\n"): typeof import('./graphql').ApproveDoctorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDoctor($id: ID!, $reason: String!) { rejectDoctor(id: $id, reason: $reason) { ...RestDoctorProfileFields } }\n"): typeof import('./graphql').RejectDoctorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EscalateChatSession($sessionId: ID!) { escalateChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }\n"): typeof import('./graphql').EscalateChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveChatSession($sessionId: ID!) { resolveChatSession(sessionId: $sessionId) { ...RestChatSessionFields } }\n"): typeof import('./graphql').ResolveChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearChatSession($sessionId: ID!) { clearChatSession(sessionId: $sessionId) }\n"): typeof import('./graphql').ClearChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearAllChatSessions($pharmacyId: ID!) { clearAllChatSessions(pharmacyId: $pharmacyId) }\n"): typeof import('./graphql').ClearAllChatSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestChatSessionPageFields on ChatSessionPage {\n    sessions { ...RestChatSessionFields }\n    totalCount\n    counts { urgent active resolved all }\n    nextCursor\n  }\n"): typeof import('./graphql').RestChatSessionPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatInbox($pharmacyId: ID!, $list: InboxList, $search: String, $first: Int, $after: String) {\n    chatInbox(pharmacyId: $pharmacyId, list: $list, search: $search, first: $first, after: $after) { ...RestChatSessionPageFields }\n  }\n"): typeof import('./graphql').ChatInboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatManagementSessions($pharmacyId: ID!, $filter: ChatSessionFilter, $first: Int, $after: String) {\n    chatManagementSessions(pharmacyId: $pharmacyId, filter: $filter, first: $first, after: $after) { ...RestChatSessionPageFields }\n  }\n"): typeof import('./graphql').ChatManagementSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatManagementSummary($pharmacyId: ID!) { chatManagementSummary(pharmacyId: $pharmacyId) { activeChats resolvedToday avgResponseSeconds escalated } }\n"): typeof import('./graphql').ChatManagementSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportChatSession($sessionId: ID!) {\n    chatSession(id: $sessionId) { ...RestChatSessionFields }\n    chatMessages(sessionId: $sessionId) { ...RestChatMessageFields }\n  }\n"): typeof import('./graphql').ExportChatSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestKnowledgeBaseEntryFields on KnowledgeBaseEntry { id pharmacyId category question answer tags createdAt updatedAt }\n"): typeof import('./graphql').RestKnowledgeBaseEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeBaseEntries($pharmacyId: ID!) { knowledgeBaseEntries(pharmacyId: $pharmacyId) { ...RestKnowledgeBaseEntryFields } }\n"): typeof import('./graphql').KnowledgeBaseEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKnowledgeBaseEntry($pharmacyId: ID!, $input: KnowledgeBaseEntryInput!) {\n    createKnowledgeBaseEntry(pharmacyId: $pharmacyId, input: $input) { ...RestKnowledgeBaseEntryFields }\n  }\n"): typeof import('./graphql').CreateKnowledgeBaseEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateKnowledgeBaseEntry($id: ID!, $input: KnowledgeBaseEntryInput!) {\n    updateKnowledgeBaseEntry(id: $id, input: $input) { ...RestKnowledgeBaseEntryFields }\n  }\n"): typeof import('./graphql').UpdateKnowledgeBaseEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteKnowledgeBaseEntry($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }\n"): typeof import('./graphql').DeleteKnowledgeBaseEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestAdminPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt\n    ownerName ownerEmail rejectionReason timeZone\n    operatingHours { monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime } thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime } }\n    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd createdAt conversationLimit }\n  }\n"): typeof import('./graphql').RestAdminPharmacyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestMailFields on MailMessage { id pharmacyId kind to subject body status provider providerMessageId error attempts createdAt sentAt }\n"): typeof import('./graphql').RestMailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPharmacyDeletionFields on PharmacyDeletion {\n    id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } }\n  }\n"): typeof import('./graphql').RestPharmacyDeletionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePharmacy($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...RestAdminPharmacyFields } }\n"): typeof import('./graphql').CreatePharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPharmacyRegistration($input: PharmacyRegistrationInput!) {\n    submitPharmacyRegistration(input: $input) { pharmacyId status message owner { id username email role pharmacyId } }\n  }\n"): typeof import('./graphql').SubmitPharmacyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPharmacies($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...RestAdminPharmacyFields } }\n"): typeof import('./graphql').AdminPharmaciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignTrial($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id pharmacyId plan status monthlyPrice trialEnd currentPeriodEnd createdAt } }\n"): typeof import('./graphql').AssignTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePharmacy($id: ID!) { approvePharmacy(id: $id) { ...RestAdminPharmacyFields } }\n"): typeof import('./graphql').ApprovePharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPharmacy($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...RestAdminPharmacyFields } }\n"): typeof import('./graphql').RejectPharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendPharmacy($id: ID!) { suspendPharmacy(id: $id) { ...RestAdminPharmacyFields } }\n"): typeof import('./graphql').SuspendPharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivatePharmacy($id: ID!) { reactivatePharmacy(id: $id) { ...RestAdminPharmacyFields } }\n"): typeof import('./graphql').ReactivatePharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendApprovalMessage($id: ID!, $message: String!, $sendSms: Boolean) {\n    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...RestMailFields } }\n  }\n"): typeof import('./graphql').SendApprovalMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePharmacy($id: ID!) { deletePharmacy(id: $id) { ...RestPharmacyDeletionFields } }\n"): typeof import('./graphql').DeletePharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailOutbox($first: Int, $after: String, $pharmacyId: ID) {\n    mailOutbox(first: $first, after: $after, pharmacyId: $pharmacyId) { totalCount nextCursor provider mails { ...RestMailFields } }\n  }\n"): typeof import('./graphql').MailOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyDeletions { pharmacyDeletions { ...RestPharmacyDeletionFields } }\n"): typeof import('./graphql').PharmacyDeletionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevenueSummary {\n    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions totalSubscriptions byPlan { plan count monthlyRevenue } }\n  }\n"): typeof import('./graphql').RevenueSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestOwnPharmacyFields on Pharmacy {\n    id name address phone email licenseNumber openingHours timeZone isOnline status createdAt chatGreeting\n    operatingHours {\n      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }\n      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime }\n      sunday { isOpen openTime closeTime }\n    }\n    settings { chatGreeting businessHours emergencyContact autoResponses escalationEnabled notificationsEnabled }\n  }\n"): typeof import('./graphql').RestOwnPharmacyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPharmacies { myPharmacies { ...RestOwnPharmacyFields } }\n"): typeof import('./graphql').MyPharmaciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnPharmacy($id: ID!) { pharmacy(id: $id) { ...RestOwnPharmacyFields } }\n"): typeof import('./graphql').OwnPharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePharmacy($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...RestOwnPharmacyFields } }\n"): typeof import('./graphql').UpdatePharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPharmacyLocation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { ...RestOwnPharmacyFields } }\n"): typeof import('./graphql').AddPharmacyLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePharmacyLocation($id: ID!) { deletePharmacyLocation(id: $id) }\n"): typeof import('./graphql').DeletePharmacyLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePharmacyAsSuperAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }\n"): typeof import('./graphql').DeletePharmacyAsSuperAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPublicPharmacyFields on Pharmacy {\n    id name address phone openingHours isOnline\n    publicStats { rating totalReviews waitTime waitTimeFormatted averageResponseTime }\n  }\n"): typeof import('./graphql').RestPublicPharmacyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPharmacies { publicPharmacies { ...RestPublicPharmacyFields } }\n"): typeof import('./graphql').PublicPharmaciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPharmacy($id: ID!) { publicPharmacy(id: $id) { ...RestPublicPharmacyFields } }\n"): typeof import('./graphql').PublicPharmacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenGuestChat($pharmacyId: ID!, $patientName: String!, $phone: String!) {\n    openGuestChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone) {\n      token\n      session { id pharmacyId patientId patientName status needsStaffAttention startedAt messages { ...RestChatMessageFields } }\n    }\n  }\n"): typeof import('./graphql').OpenGuestChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }\n"): typeof import('./graphql').GuestChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPatientMessage($sessionId: ID!, $content: String!) { sendPatientMessage(sessionId: $sessionId, content: $content) { ...RestChatMessageFields } }\n"): typeof import('./graphql').SendPatientMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) { id sessionId pharmacyId patientId category rating feedback responseTime messageCount wasEscalated createdAt }\n  }\n"): typeof import('./graphql').SubmitFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChatSessions { myChatSessions { ...RestChatSessionFields } }\n"): typeof import('./graphql').MyChatSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientAccountForChat { mePatient { firstName lastName phone } }\n"): typeof import('./graphql').PatientAccountForChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPatientChat($pharmacyId: ID!, $patientName: String, $phone: String, $newChat: Boolean) {\n    openPatientChat(pharmacyId: $pharmacyId, patientName: $patientName, phone: $phone, newChat: $newChat) {\n      ...RestChatSessionFields\n      messages { ...RestChatMessageFields }\n    }\n  }\n"): typeof import('./graphql').OpenPatientChatDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacySmsOutbox($pharmacyId: ID!, $first: Int) {\n    pharmacySmsOutbox(pharmacyId: $pharmacyId, first: $first) { id sessionId pharmacyId to body status provider providerMessageId error createdAt }\n  }\n"): typeof import('./graphql').PharmacySmsOutboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestNotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }\n"): typeof import('./graphql').RestNotificationPreferencesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyNotificationPreferences { myNotificationPreferences { ...RestNotificationPreferencesFields } }\n"): typeof import('./graphql').MyNotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { ...RestNotificationPreferencesFields } }\n"): typeof import('./graphql').UpdateNotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PharmacyChatSessions($pharmacyId: ID!) { pharmacyChatSessions(pharmacyId: $pharmacyId) { ...RestChatSessionFields } }\n"): typeof import('./graphql').PharmacyChatSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffChatMessages($sessionId: ID!) { chatMessages(sessionId: $sessionId) { ...RestChatMessageFields } }\n"): typeof import('./graphql').StaffChatMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStaffReply($sessionId: ID!, $content: String!, $sendSms: Boolean) {\n    sendStaffReply(sessionId: $sessionId, content: $content, sendSms: $sendSms) { ...RestChatMessageFields }\n  }\n"): typeof import('./graphql').SendStaffReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestChatMessageFields on ChatMessage {\n    id sessionId sender content timestamp staffMember kind citations { entryId question } language sentiment urgency original\n  }\n"): typeof import('./graphql').RestChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestChatSessionFields on ChatSession {\n    id pharmacyId patientId patientName category status needsStaffAttention urgency urgencyReason handoffState language sentiment\n    messageCount lastMessage lastMessageAt startedAt duration satisfactionRating\n    isUrgent feedbackGiven feedbackCategories reopenCount resolvedAt registeredPatient\n  }\n"): typeof import('./graphql').RestChatSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestStaffUserFields on StaffUser {\n    id username email firstName lastName role pharmacyId status isActive createdAt isAdmin lastActive switchedRole actualRole\n  }\n"): typeof import('./graphql').RestStaffUserFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
