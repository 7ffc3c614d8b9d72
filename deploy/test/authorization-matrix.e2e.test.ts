import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type ObjectTypeDefinitionNode, type ObjectTypeExtensionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDeliveryFieldPrefix, issueCaptchaChallenge, solveCaptchaChallenge, systemPrincipal } from '@pharmachat/chassis';
import { createTestDatabase, type TestDatabase } from '@pharmachat/chassis/testing';
import type { AssistantApplication } from '@pharmachat/ai-assistant';
import type { PharmacyApplication } from '@pharmachat/pharmacy';
import type { DoctorApplication } from '@pharmachat/doctor';
import { subgraphNames, subgraphSdl, type SubgraphName } from '@pharmachat/gateway';
import type { IdentityApplication } from '@pharmachat/identity';
import { startAllInOne, type AllInOne } from '../src/host';
import { DEMO_PASSWORD } from '../src/seed';

/**
 * Every GraphQL operation of every subgraph and every REST path, run as every kind of caller, against the
 * all-in-one host: each must allow exactly the callers the table says and refuse the others. An operation
 * missing from the table fails the test, so nothing new slips in unguarded. GraphQL operations are sent
 * straight to each subgraph (each one verifies tokens itself); REST paths go through the gateway.
 */

const callers = ['anonymous', 'guest', 'patient', 'staff', 'admin', 'otherAdmin', 'superAdmin', 'doctor', 'otherDoctor'] as const;
type Caller = (typeof callers)[number];

const ALL: Caller[] = [...callers];
const SIGNED_IN: Caller[] = ['guest', 'patient', 'staff', 'admin', 'otherAdmin', 'superAdmin', 'doctor', 'otherDoctor'];
/** any signed-in doctor (their own data) */
const DOCTORS: Caller[] = ['doctor', 'otherDoctor'];
/** the doctor of the fixture chat and staff of its pharmacy (A) */
const CHAT_DOCTOR_OR_STAFF: Caller[] = ['doctor', 'staff', 'admin', 'superAdmin'];
const OWN_STAFF: Caller[] = ['staff', 'admin', 'superAdmin'];
const OWN_ADMIN: Caller[] = ['admin', 'superAdmin'];
const SUPER: Caller[] = ['superAdmin'];
/** every staff account, of any pharmacy (what is the caller's own, not a pharmacy's) */
const STAFF_ACCOUNTS: Caller[] = ['staff', 'admin', 'otherAdmin', 'superAdmin'];

const captchaSettings = { secret: 'matrix-captcha-secret-0123456789', cost: 1, maxCounter: 30 };

interface Fixtures {
  pharmacyA: string;
  pharmacyB: string;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  refreshTokens: () => Promise<string>;
  guestSessionId: string;
  /** a chat of the signed-in demo patient (their account's own) */
  patientSessionId: string;
  /** a new guest chat at pharmacy A, for operations that use one up (resolve, clear) */
  freshGuestSession(): Promise<string>;
  /** opens the guest's and the patient's chats again after Clear All deleted them */
  renewChats(): Promise<void>;
  doctorId: string;
  doctorEmail: string;
  /** a chat of the fixture doctor with pharmacy A */
  doctorSessionId: string;
  /** a new chat of the fixture doctor with pharmacy A (for operations that use one up) */
  freshDoctorSession(): Promise<string>;
  /** opens the fixture doctor's chat again after Clear All deleted it */
  renewDoctorChat(): Promise<void>;
  /** a pending connection request of the fixture doctor to pharmacy A */
  connectionId: string;
  /** a new doctor profile pending review */
  pendingDoctor(): Promise<string>;
  staffUserId: string;
  freshStaffUser(): Promise<string>;
  /** a new pharmacy pending review, owned by nobody (for deleting one) */
  unownedPharmacy(): Promise<string>;
  /** a new knowledge-base entry of pharmacy A (for operations that change or delete one) */
  knowledgeEntry(): Promise<string>;
  captcha(): Promise<string>;
}

interface GraphEntry {
  allowed: Caller[];
  query: string;
  variables?: (f: Fixtures, caller: Caller) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** the field comes back null (not an error) for callers who may not see it */
  nullWhenRefused?: boolean;
  /** runs after each caller's request (to put back what an allowed caller used up) */
  after?: (f: Fixtures) => Promise<void>;
}

interface RestEntry {
  allowed: Caller[];
  path: (f: Fixtures) => string | Promise<string>;
  body?: (f: Fixtures, caller: Caller) => Promise<unknown> | unknown;
  after?: (f: Fixtures) => Promise<void>;
}

const contactForm = { name: 'Matrix Tester', email: 'matrix@example.com', subject: 'A question about plans', message: 'Which plan fits a pharmacy with two locations?' };
/** the doctor registration form with a new e-mail each time */
const doctorForm = () => ({
  email: `dr-${randomUUID().slice(0, 8)}@example.com`, password: 'Doctor#2026', firstName: 'Greg', lastName: 'House', phone: '2175550177', licenseNumber: 'MD-12345', licenseState: 'IL',
  practiceName: 'Princeton Clinic', practiceAddress: '10 Hospital Road, Springfield', specialtyArea: 'Family Medicine',
});
const doctorChatForm = { patientFirstName: 'Ann', patientLastName: 'Lee', patientPhone: '2175550100', subject: 'Matrix interaction question', priority: 'normal' };

/** a contact-form message stored by the host itself (no captcha), for the operations that change one */
const storedContactMessage = async () => (await identity.contactMessages.send(systemPrincipal, contactForm, null)).id;

const graph: Record<string, GraphEntry> = {
  // identity
  'identity.Query.me': { allowed: SIGNED_IN, query: 'query { me { id } }' },
  'identity.Query.mePatient': { allowed: SIGNED_IN, query: 'query { mePatient { id } }' },
  'identity.Query.pharmacyUsers': { allowed: OWN_ADMIN, query: 'query($p: ID!) { pharmacyUsers(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'identity.Query.adminUsers': { allowed: SUPER, query: 'query { adminUsers { id } }' },
  'identity.Mutation.login': { allowed: ALL, query: `mutation { login(username: "downtown.staff", password: "${DEMO_PASSWORD}") { token } }` },
  'identity.Mutation.loginPatient': { allowed: ALL, query: `mutation { loginPatient(email: "patient@pharmachat.example", password: "${DEMO_PASSWORD}") { token } }` },
  'identity.Mutation.registerPatient': {
    allowed: ALL,
    query: 'mutation($input: RegisterPatientInput!) { registerPatient(input: $input) { token } }',
    variables: async (f) => ({ input: { email: `p-${randomUUID()}@example.com`, password: 'secret-123', firstName: 'Pat', lastName: 'Doe', captcha: await f.captcha() } }),
  },
  'identity.Mutation.registerDoctor': {
    allowed: ALL,
    query: 'mutation($input: DoctorRegistrationInput!) { registerDoctor(input: $input) { doctorId } }',
    variables: async (f) => ({ input: { ...doctorForm(), agreeToTerms: true, agreeToHipaa: true, captcha: await f.captcha() } }),
  },
  'identity.Mutation.loginDoctor': { allowed: ALL, query: 'mutation($e: String!) { loginDoctor(email: $e, password: "Doctor#2026") { token } }', variables: (f) => ({ e: f.doctorEmail }) },
  'identity.Mutation.refreshSession': {
    allowed: ALL,
    query: 'mutation($r: String!) { refreshSession(refreshToken: $r) { token } }',
    variables: async (f) => ({ r: await f.refreshTokens() }),
  },
  'identity.Mutation.logout': { allowed: ALL, query: 'mutation($r: String!) { logout(refreshToken: $r) }', variables: async (f) => ({ r: await f.refreshTokens() }) },
  'identity.Mutation.registerStaff': {
    allowed: OWN_ADMIN,
    query: 'mutation($input: RegisterStaffInput!) { registerStaff(input: $input) { id } }',
    variables: async (f) => ({ input: { username: `new-${randomUUID().slice(0, 8)}`, email: `s-${randomUUID()}@example.com`, password: 'secret-123', role: 'pharmacy_staff', pharmacyId: f.pharmacyA, captcha: await f.captcha() } }),
  },
  'identity.Mutation.updatePharmacyUser': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!, $u: ID!, $input: UpdateStaffUserInput!) { updatePharmacyUser(pharmacyId: $p, userId: $u, input: $input) { id } }',
    variables: async (f) => ({ p: f.pharmacyA, u: await f.freshStaffUser(), input: { firstName: 'Renamed' } }),
  },
  'identity.Mutation.setPharmacyUserPassword': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!, $u: ID!) { setPharmacyUserPassword(pharmacyId: $p, userId: $u, newPassword: "another-secret-1") }',
    variables: async (f) => ({ p: f.pharmacyA, u: await f.freshStaffUser() }),
  },
  'identity.Mutation.setPharmacyUserStatus': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!, $u: ID!) { setPharmacyUserStatus(pharmacyId: $p, userId: $u, isActive: false) { id } }',
    variables: async (f) => ({ p: f.pharmacyA, u: await f.freshStaffUser() }),
  },
  'identity.Mutation.adminUpdateUser': {
    allowed: SUPER,
    query: 'mutation($u: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $u, input: $input) { id } }',
    variables: async (f) => ({ u: await f.freshStaffUser(), input: { firstName: 'Renamed' } }),
  },
  'identity.Mutation.adminSetUserPassword': {
    allowed: SUPER,
    query: 'mutation($u: ID!) { adminSetUserPassword(id: $u, newPassword: "another-secret-1") }',
    variables: async (f) => ({ u: await f.freshStaffUser() }),
  },
  'identity.Mutation.adminDeleteUser': { allowed: SUPER, query: 'mutation($u: ID!) { adminDeleteUser(id: $u) }', variables: async (f) => ({ u: await f.freshStaffUser() }) },
  'identity.Mutation.switchRole': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!) { switchRole(targetRole: pharmacy_staff, targetPharmacyId: $p) { token } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  'identity.Mutation.resetRole': { allowed: ['staff', 'admin', 'otherAdmin', 'superAdmin'], query: 'mutation { resetRole { token } }' },
  'identity.Query.auditLog': { allowed: ['admin', 'otherAdmin', 'superAdmin'], query: 'query { auditLog(first: 5) { entries { id } } }' },
  // each staff member's own alert preferences: any staff account, nobody else
  'identity.Query.myNotificationPreferences': { allowed: STAFF_ACCOUNTS, query: 'query { myNotificationPreferences { autoRefresh } }' },
  // the public contact form: anyone sends (captcha), the super admin reads
  'identity.Mutation.sendContactMessage': {
    allowed: ALL,
    query: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { id } }',
    variables: async (f) => ({ input: { ...contactForm, captcha: await f.captcha() } }),
  },
  'identity.Query.contactMessages': { allowed: SUPER, query: 'query { contactMessages(first: 5) { id } }' },
  'identity.Mutation.markContactMessageHandled': {
    allowed: SUPER,
    query: 'mutation($id: ID!) { markContactMessageHandled(id: $id) { id } }',
    variables: async () => ({ id: await storedContactMessage() }),
  },
  'identity.Mutation.updateNotificationPreferences': { allowed: STAFF_ACCOUNTS, query: 'mutation { updateNotificationPreferences(input: { soundAlerts: true }) { soundAlerts } }' },

  // pharmacy
  'pharmacy.Query.publicPharmacies': { allowed: ALL, query: 'query { publicPharmacies { id } }' },
  'pharmacy.Query.publicPharmacy': { allowed: ALL, query: 'query($p: ID!) { publicPharmacy(id: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'pharmacy.Query.pharmacy': { allowed: OWN_STAFF, query: 'query($p: ID!) { pharmacy(id: $p) { id settings { chatGreeting } } }', variables: (f) => ({ p: f.pharmacyA }) },
  'pharmacy.Query.pharmacies': { allowed: ['admin', 'otherAdmin', 'superAdmin'], query: 'query { pharmacies { id } }' },
  // Settings and Pharmacy Locations: a pharmacy admin's own pharmacies, any for a super admin
  'pharmacy.Query.myPharmacies': { allowed: ['admin', 'otherAdmin', 'superAdmin'], query: 'query { myPharmacies { id } }' },
  'pharmacy.Mutation.updatePharmacy': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!) { updatePharmacy(id: $p, input: { settings: { notificationsEnabled: true } }) { id } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  // a pharmacy admin on the Enterprise plan only (services/pharmacy/test/self-service.integration.test.ts): the demo
  // pharmacies are on free trials, so their admins are refused with the upgrade message; super admins use createPharmacy
  'pharmacy.Mutation.addPharmacyLocation': {
    allowed: [],
    query: 'mutation($input: PharmacyLocationInput!) { addPharmacyLocation(input: $input) { id } }',
    variables: () => ({ input: { name: 'Matrix Location', address: '1 Matrix Road, Springfield', phone: '2175550188', email: 'loc@example.com', licenseNumber: 'LOC-123' } }),
  },
  // its owner only (riverside.admin owns pharmacy B: allowed, and told it cannot delete the pharmacy it works in)
  'pharmacy.Mutation.deletePharmacyLocation': { allowed: ['otherAdmin'], query: 'mutation($p: ID!) { deletePharmacyLocation(id: $p) }', variables: (f) => ({ p: f.pharmacyB }) },
  // the platform's emergency number: on every public page, so open to everyone
  'pharmacy.Query.emergencyNumber': { allowed: ALL, query: 'query { emergencyNumber }' },
  // a pharmacy without an owner: the host's seed and super admins (the public form is identity's submitPharmacyRegistration)
  'pharmacy.Mutation.registerPharmacy': {
    allowed: SUPER,
    query: 'mutation($input: RegisterPharmacyInput!) { registerPharmacy(input: $input) { id } }',
    variables: async (f) => ({
      input: { name: `Matrix Pharmacy ${randomUUID().slice(0, 6)}`, address: '1 Test Street, Springfield', phone: '2175550000', email: 'owner@example.com', licenseNumber: 'IL-123', captcha: await f.captcha() },
    }),
  },
  'pharmacy.Mutation.approvePharmacy': {
    allowed: SUPER,
    query: 'mutation($p: ID!) { approvePharmacy(id: $p) { id } }',
    variables: async (f) => ({ p: await registerPendingPharmacy(f) }),
  },
  // the super admin's pharmacy management (spec part 2 section 2.16)
  'pharmacy.Query.adminPharmacies': { allowed: SUPER, query: 'query { adminPharmacies(search: "a") { id } }' },
  'pharmacy.Query.mailOutbox': { allowed: SUPER, query: 'query { mailOutbox(first: 5) { totalCount } }' },
  'pharmacy.Query.pharmacyDeletions': { allowed: SUPER, query: 'query { pharmacyDeletions { id } }' },
  'pharmacy.Mutation.rejectPharmacy': {
    allowed: SUPER,
    query: 'mutation($p: ID!) { rejectPharmacy(id: $p, reason: "Licence could not be verified") { id } }',
    variables: async (f) => ({ p: await registerPendingPharmacy(f) }),
  },
  'pharmacy.Mutation.suspendPharmacy': { allowed: SUPER, query: 'mutation($p: ID!) { suspendPharmacy(id: $p) { id } }', variables: async (f) => ({ p: await activePharmacy(f) }) },
  'pharmacy.Mutation.reactivatePharmacy': { allowed: SUPER, query: 'mutation($p: ID!) { reactivatePharmacy(id: $p) { id } }', variables: async (f) => ({ p: await activePharmacy(f, 'suspended') }) },
  'pharmacy.Mutation.sendApprovalMessage': { allowed: SUPER, query: 'mutation($p: ID!) { sendApprovalMessage(id: $p, message: "Welcome aboard!") { message } }', variables: (f) => ({ p: f.pharmacyA }) },
  'pharmacy.Mutation.createPharmacy': {
    allowed: SUPER,
    query: 'mutation($input: CreatePharmacyInput!) { createPharmacy(input: $input) { id } }',
    variables: () => ({ input: { ...pharmacyDetails('Added'), status: 'pending_approval' } }),
  },
  'pharmacy.Mutation.deletePharmacy': { allowed: SUPER, query: 'mutation($p: ID!) { deletePharmacy(id: $p) { id } }', variables: async (f) => ({ p: await registerPendingPharmacy(f) }) },
  // the public registration form: anyone, with a captcha (the owner's account, then the pending pharmacy)
  'identity.Mutation.submitPharmacyRegistration': {
    allowed: ALL,
    query: 'mutation($input: PharmacyRegistrationInput!) { submitPharmacyRegistration(input: $input) { pharmacyId } }',
    variables: async (f) => ({ input: await registrationForm(f) }),
  },
  'billing.Query.revenueSummary': { allowed: SUPER, query: 'query { revenueSummary { monthlyRevenue } }' },
  'billing.Mutation.assignTrial': { allowed: SUPER, query: 'mutation($p: ID!) { assignTrial(pharmacyId: $p, trialDays: 7) { id } }', variables: async (f) => ({ p: await registerPendingPharmacy(f) }) },

  // chat
  'chat.Query.chatSession': { allowed: ['guest', ...OWN_STAFF], query: 'query($s: ID!) { chatSession(id: $s) { id } }', variables: (f) => ({ s: f.guestSessionId }) },
  'chat.Query.chatMessages': { allowed: ['guest', ...OWN_STAFF], query: 'query($s: ID!) { chatMessages(sessionId: $s) { id } }', variables: (f) => ({ s: f.guestSessionId }) },
  'chat.Query.pharmacyChatSessions': { allowed: OWN_STAFF, query: 'query($p: ID!) { pharmacyChatSessions(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'chat.Mutation.openGuestChat': { allowed: ALL, query: 'mutation($p: ID!) { openGuestChat(pharmacyId: $p, patientName: "Matrix Guest", phone: "2175550199") { token } }', variables: (f) => ({ p: f.pharmacyA }) },
  'chat.Mutation.sendPatientMessage': {
    allowed: ['guest'],
    query: 'mutation($s: ID!) { sendPatientMessage(sessionId: $s, content: "What are your hours?") { id } }',
    variables: (f) => ({ s: f.guestSessionId }),
  },
  // text messages hold patients' phone numbers: the pharmacy's admins and super admins
  'chat.Query.pharmacySmsOutbox': { allowed: OWN_ADMIN, query: 'query($p: ID!) { pharmacySmsOutbox(pharmacyId: $p, first: 5) { id status } }', variables: (f) => ({ p: f.pharmacyA }) },
  'chat.Mutation.sendStaffReply': { allowed: OWN_STAFF, query: 'mutation($s: ID!) { sendStaffReply(sessionId: $s, content: "Hello from the pharmacy") { id } }', variables: (f) => ({ s: f.guestSessionId }) },
  'chat.Query.chatInbox': { allowed: OWN_STAFF, query: 'query($p: ID!) { chatInbox(pharmacyId: $p, list: urgent, first: 5) { totalCount } }', variables: (f) => ({ p: f.pharmacyA }) },
  'chat.Query.chatManagementSessions': {
    allowed: OWN_STAFF,
    query: 'query($p: ID!) { chatManagementSessions(pharmacyId: $p, filter: { status: active }, first: 5) { totalCount } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  'chat.Query.chatManagementSummary': { allowed: OWN_STAFF, query: 'query($p: ID!) { chatManagementSummary(pharmacyId: $p) { activeChats } }', variables: (f) => ({ p: f.pharmacyA }) },
  // a signed-in patient's own chats (a guest has a chat, not an account)
  'chat.Query.myChatSessions': { allowed: ['patient'], query: 'query { myChatSessions { id } }' },
  'chat.Mutation.openPatientChat': {
    allowed: ['patient'],
    query: 'mutation($p: ID!) { openPatientChat(pharmacyId: $p, patientName: "Maria Garcia", phone: "2175550101") { id } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  'chat.Mutation.escalateChatSession': { allowed: OWN_STAFF, query: 'mutation($s: ID!) { escalateChatSession(sessionId: $s) { id } }', variables: async (f) => ({ s: await f.freshGuestSession() }) },
  'chat.Mutation.resolveChatSession': { allowed: OWN_STAFF, query: 'mutation($s: ID!) { resolveChatSession(sessionId: $s) { id } }', variables: async (f) => ({ s: await f.freshGuestSession() }) },
  // every staff member may clear one chat (spec 2.12); Clear All is for the pharmacy's admins and the super admin
  'chat.Mutation.clearChatSession': { allowed: OWN_STAFF, query: 'mutation($s: ID!) { clearChatSession(sessionId: $s) }', variables: async (f) => ({ s: await f.freshGuestSession() }) },
  'chat.Mutation.clearAllChatSessions': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!) { clearAllChatSessions(pharmacyId: $p) }',
    variables: (f) => ({ p: f.pharmacyA }),
    after: (f) => f.renewChats(),
  },
  // the chat's own patient: its guest (token) or the patient account owning it; anyone else: not found
  'chat.Mutation.submitFeedback': {
    allowed: ['guest', 'patient'],
    query: 'mutation($input: FeedbackInput!) { submitFeedback(input: $input) { id } }',
    variables: (f, caller) => ({ input: { sessionId: caller === 'patient' ? f.patientSessionId : f.guestSessionId, pharmacyId: f.pharmacyA, category: 'overall', rating: 4.5 } }),
  },

  // ai-assistant
  'ai-assistant.Query.knowledgeBaseEntries': { allowed: OWN_STAFF, query: 'query($p: ID!) { knowledgeBaseEntries(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'ai-assistant.Query.knowledgeBaseStorage': { allowed: OWN_STAFF, query: 'query($p: ID!) { knowledgeBaseStorage(pharmacyId: $p) { bytes } }', variables: (f) => ({ p: f.pharmacyA }) },
  'ai-assistant.Query.replySuggestions': {
    allowed: OWN_STAFF,
    query: 'query($p: ID!) { replySuggestions(pharmacyId: $p, message: "When are you open on Saturday?") { text source } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  'ai-assistant.Mutation.createKnowledgeBaseEntry': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!) { createKnowledgeBaseEntry(pharmacyId: $p, input: { category: "general", question: "Do you deliver?", answer: "Yes, within the city." }) { id } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  'ai-assistant.Mutation.updateKnowledgeBaseEntry': {
    allowed: OWN_ADMIN,
    query: 'mutation($id: ID!) { updateKnowledgeBaseEntry(id: $id, input: { category: "general", question: "Do you deliver?", answer: "Yes, within the city limits." }) { id } }',
    variables: async (f) => ({ id: await f.knowledgeEntry() }),
  },
  'ai-assistant.Mutation.deleteKnowledgeBaseEntry': { allowed: OWN_ADMIN, query: 'mutation($id: ID!) { deleteKnowledgeBaseEntry(id: $id) }', variables: async (f) => ({ id: await f.knowledgeEntry() }) },
  'ai-assistant.Mutation.importKnowledgeBaseEntries': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!) { importKnowledgeBaseEntries(pharmacyId: $p, entries: [{ category: "general", question: "Is there parking?", answer: "Yes, behind the store." }]) { id } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },

  // billing
  'billing.Query.subscription': { allowed: OWN_STAFF, query: 'query($p: ID!) { subscription(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'billing.Query.plans': { allowed: ALL, query: 'query { plans { id } }' },
  // paying for plans (test mode here): the pharmacy's admins choose, pay and cancel; its staff read; the webhook is public and verified by signature
  'billing.Query.paymentSettings': { allowed: ALL, query: 'query { paymentSettings { mode } }' },
  'billing.Query.featureAccess': { allowed: OWN_STAFF, query: 'query($p: ID!) { featureAccess(pharmacyId: $p, feature: "advanced_analytics") { allowed } }', variables: (f) => ({ p: f.pharmacyA }) },
  'billing.Query.subscriptionInvoicePdf': { allowed: [], query: 'query($p: ID!, $i: ID!) { subscriptionInvoicePdf(pharmacyId: $p, invoiceId: $i) }', variables: (f) => ({ p: f.pharmacyA, i: randomUUID() }) },
  'billing.Query.subscriptionInvoices': { allowed: OWN_STAFF, query: 'query($p: ID!) { subscriptionInvoices(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'billing.Mutation.createSubscription': { allowed: OWN_ADMIN, query: 'mutation($p: ID!) { createSubscription(planType: "basic", pharmacyId: $p) { clientSecret } }', variables: (f) => ({ p: f.pharmacyA }) },
  // allowed callers reach the rule (a trial cannot be cancelled: 409)
  'billing.Mutation.cancelSubscription': { allowed: OWN_ADMIN, query: 'mutation($p: ID!) { cancelSubscription(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  // allowed callers reach the card check (an invalid number: 400)
  'billing.Mutation.confirmTestPayment': {
    allowed: OWN_ADMIN,
    query: 'mutation($p: ID!) { confirmTestPayment(clientSecret: "pi_test_x_secret_y", card: { number: "1234", expiry: "12/40", cvc: "123" }, pharmacyId: $p) { paid } }',
    variables: (f) => ({ p: f.pharmacyA }),
  },
  // allowed callers reach the rule (the trial does not renew: 409)
  'billing.Mutation.simulateTestRenewal': { allowed: OWN_ADMIN, query: 'mutation($p: ID!) { simulateTestRenewal(paid: false, pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  // anyone may deliver a webhook; only a valid signature changes anything (test mode: none are configured, 400)
  'billing.Mutation.receivePaymentWebhook': { allowed: ALL, query: 'mutation { receivePaymentWebhook(payload: "{}", signature: "t=1,v1=00") { duplicate } }' },
  'billing.Query.adminSubscriptions': { allowed: SUPER, query: 'query { adminSubscriptions { id } }' },
  'billing.Query.adminSubscriptionSummary': { allowed: SUPER, query: 'query { adminSubscriptionSummary { total } }' },
  'billing.Mutation.createAdminSubscription': {
    allowed: SUPER,
    query: 'mutation($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { id } }',
    variables: () => ({ input: { pharmacyId: randomUUID(), plan: 'basic' } }),
  },
  'chat.Query.chatStorage': { allowed: OWN_STAFF, query: 'query($p: ID!) { chatStorage(pharmacyId: $p) { bytes } }', variables: (f) => ({ p: f.pharmacyA }) },
  'chat.Query.conversationUsage': { allowed: OWN_STAFF, query: 'query($p: ID!) { conversationUsage(pharmacyId: $p) { conversations } }', variables: (f) => ({ p: f.pharmacyA }) },

  // doctor
  'doctor.Query.doctors': { allowed: SUPER, query: 'query { doctors { id } }' },
  // a doctor reads their own profile only
  'doctor.Query.doctorProfile': { allowed: ['superAdmin', 'doctor'], query: 'query($d: ID!) { doctorProfile(id: $d) { id } }', variables: (f) => ({ d: f.doctorId }) },
  'doctor.Query.myDoctorProfile': { allowed: DOCTORS, query: 'query { myDoctorProfile { id } }', nullWhenRefused: true },
  'doctor.Query.myDoctorChatSessions': { allowed: DOCTORS, query: 'query { myDoctorChatSessions { id } }' },
  'doctor.Query.myDoctorConnections': { allowed: DOCTORS, query: 'query { myDoctorConnections { id } }' },
  'doctor.Query.myDoctorDashboardStats': { allowed: DOCTORS, query: 'query { myDoctorDashboardStats { activeChats } }' },
  'doctor.Query.doctorChatSession': { allowed: CHAT_DOCTOR_OR_STAFF, query: 'query($s: ID!) { doctorChatSession(id: $s) { id } }', variables: (f) => ({ s: f.doctorSessionId }), nullWhenRefused: true },
  'doctor.Query.doctorChatMessages': { allowed: CHAT_DOCTOR_OR_STAFF, query: 'query($s: ID!) { doctorChatMessages(sessionId: $s) { id } }', variables: (f) => ({ s: f.doctorSessionId }) },
  'doctor.Query.pharmacyDoctorChats': { allowed: OWN_STAFF, query: 'query($p: ID!) { pharmacyDoctorChats(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'doctor.Query.pharmacyDoctorConnections': { allowed: OWN_ADMIN, query: 'query($p: ID!) { pharmacyDoctorConnections(pharmacyId: $p) { id } }', variables: (f) => ({ p: f.pharmacyA }) },
  'doctor.Mutation.approveDoctor': { allowed: SUPER, query: 'mutation($d: ID!) { approveDoctor(id: $d) { id } }', variables: async (f) => ({ d: await f.pendingDoctor() }) },
  'doctor.Mutation.rejectDoctor': { allowed: SUPER, query: 'mutation($d: ID!) { rejectDoctor(id: $d, reason: "Licence not verified") { id } }', variables: async (f) => ({ d: await f.pendingDoctor() }) },
  'doctor.Mutation.startDoctorChat': {
    allowed: DOCTORS,
    query: 'mutation($input: StartDoctorChatInput!) { startDoctorChat(input: $input) { id } }',
    variables: (f) => ({ input: { ...doctorChatForm, pharmacyId: f.pharmacyA } }),
  },
  'doctor.Mutation.sendDoctorChatMessage': { allowed: ['doctor'], query: 'mutation($s: ID!) { sendDoctorChatMessage(sessionId: $s, content: "Matrix question") { id } }', variables: (f) => ({ s: f.doctorSessionId }) },
  'doctor.Mutation.resolveDoctorChat': { allowed: ['doctor'], query: 'mutation($s: ID!) { resolveDoctorChat(sessionId: $s) { id } }', variables: async (f) => ({ s: await f.freshDoctorSession() }) },
  'doctor.Mutation.clearDoctorChatMessages': { allowed: ['doctor'], query: 'mutation($s: ID!) { clearDoctorChatMessages(sessionId: $s) }', variables: async (f) => ({ s: await f.freshDoctorSession() }) },
  'doctor.Mutation.clearResolvedDoctorChats': { allowed: DOCTORS, query: 'mutation { clearResolvedDoctorChats }' },
  'doctor.Mutation.clearAllDoctorChats': { allowed: DOCTORS, query: 'mutation { clearAllDoctorChats }', after: (f) => f.renewDoctorChat() },
  'doctor.Mutation.sendStaffDoctorChatMessage': { allowed: OWN_STAFF, query: 'mutation($s: ID!) { sendStaffDoctorChatMessage(sessionId: $s, content: "Matrix answer") { id } }', variables: (f) => ({ s: f.doctorSessionId }) },
  'doctor.Mutation.requestDoctorConnection': { allowed: DOCTORS, query: 'mutation($p: ID!) { requestDoctorConnection(pharmacyId: $p, priority: 3) { id } }', variables: (f) => ({ p: f.pharmacyB }) },
  // the pharmacy's admins (after the first answer, a second is a 409: still past the rule)
  'doctor.Mutation.answerDoctorConnection': { allowed: OWN_ADMIN, query: 'mutation($c: ID!) { answerDoctorConnection(id: $c, accept: true) { id } }', variables: (f) => ({ c: f.connectionId }) },

  // analytics
  'analytics.Query.pharmacyActivity': { allowed: OWN_STAFF, query: 'query($p: ID!) { pharmacyActivity(pharmacyId: $p) { totalConversations } }', variables: (f) => ({ p: f.pharmacyA }) },
  'analytics.Query.pharmacyDashboard': { allowed: OWN_STAFF, query: 'query($p: ID!) { pharmacyDashboard(pharmacyId: $p) { totalConversations } }', variables: (f) => ({ p: f.pharmacyA }) },
  // advanced analytics: the demo pharmacies are on the free trial, so only the super admin (regardless of plan)
  'analytics.Query.pharmacyAnalytics': { allowed: SUPER, query: 'query($p: ID!) { pharmacyAnalytics(pharmacyId: $p) { totalConversations } }', variables: (f) => ({ p: f.pharmacyA }) },
  'analytics.Query.platformStats': { allowed: SUPER, query: 'query { platformStats { totalPharmacies } }' },
  'analytics.Query.pharmacyPerformance': { allowed: SUPER, query: 'query { pharmacyPerformance { pharmacyId } }' },

  // retention
  'retention.Query.retentionPolicy': { allowed: SUPER, query: 'query { retentionPolicy { retentionDays } }' },
  'retention.Query.purgeRuns': { allowed: SUPER, query: 'query { purgeRuns { id } }' },
  'retention.Query.nextPurgeAt': { allowed: SUPER, query: 'query { nextPurgeAt }' },
  'retention.Query.retentionStats': { allowed: SUPER, query: 'query { retentionStats { nextCleanup } }' },
  'retention.Query.purgePreview': { allowed: SUPER, query: 'query { purgePreview { cutoff } }' },
  'retention.Query.deletionLog': { allowed: OWN_ADMIN, query: 'query($p: ID!) { deletionLog(pharmacyId: $p) { what } }', variables: (f) => ({ p: f.pharmacyA }) },
  'retention.Mutation.requestPurge': { allowed: SUPER, query: 'mutation { requestPurge { id } }' },
};

// every service's event delivery (outbox, consumers' positions, dead letters): the super admin only
for (const name of subgraphNames) {
  const prefix = eventDeliveryFieldPrefix(name);
  graph[`${name}.Query.${prefix}EventDelivery`] = { allowed: SUPER, query: `query { ${prefix}EventDelivery { service pendingOutbox consumers { consumer } deadLetters { id } } }` };
  graph[`${name}.Mutation.${prefix}ReplayDeadLetters`] = { allowed: SUPER, query: `mutation { ${prefix}ReplayDeadLetters(ids: ["999999999"]) }` };
  graph[`${name}.Mutation.${prefix}DiscardDeadLetters`] = { allowed: SUPER, query: `mutation { ${prefix}DiscardDeadLetters(ids: ["999999999"]) }` };
}

const rest: Record<string, RestEntry> = {
  'GET /api/public/pharmacies': { allowed: ALL, path: () => '/api/public/pharmacies' },
  'POST /api/pharmacy-registration': { allowed: ALL, path: () => '/api/pharmacy-registration', body: (f) => registrationForm(f) },
  'GET /api/admin/pharmacies': { allowed: SUPER, path: () => '/api/admin/pharmacies?status=active' },
  'POST /api/pharmacies': { allowed: SUPER, path: () => '/api/pharmacies', body: () => ({ ...pharmacyDetails('Rest Added'), status: 'pending_approval' }) },
  'POST /api/admin/pharmacies/:id/trial': { allowed: SUPER, path: async (f) => `/api/admin/pharmacies/${await registerPendingPharmacy(f)}/trial`, body: () => ({ trialDays: 90 }) },
  'POST /api/admin/pharmacies/:id/approve': { allowed: SUPER, path: async (f) => `/api/admin/pharmacies/${await registerPendingPharmacy(f)}/approve` },
  'POST /api/admin/pharmacies/:id/reject': { allowed: SUPER, path: async (f) => `/api/admin/pharmacies/${await registerPendingPharmacy(f)}/reject`, body: () => ({ reason: 'Licence could not be verified' }) },
  'POST /api/admin/pharmacies/:id/suspend': { allowed: SUPER, path: async (f) => `/api/admin/pharmacies/${await activePharmacy(f)}/suspend` },
  'POST /api/admin/pharmacies/:id/reactivate': { allowed: SUPER, path: async (f) => `/api/admin/pharmacies/${await activePharmacy(f, 'suspended')}/reactivate` },
  'POST /api/admin/pharmacies/:id/send-approval-message': { allowed: SUPER, path: (f) => `/api/admin/pharmacies/${f.pharmacyA}/send-approval-message`, body: () => ({ message: 'Welcome aboard!', sendSMS: false }) },
  'DELETE /api/admin/pharmacies/:id': { allowed: SUPER, path: async (f) => `/api/admin/pharmacies/${await registerPendingPharmacy(f)}` },
  'GET /api/admin/pharmacy-deletions': { allowed: SUPER, path: () => '/api/admin/pharmacy-deletions' },
  'GET /api/admin/mail-outbox': { allowed: SUPER, path: () => '/api/admin/mail-outbox?first=5' },
  'GET /api/admin/revenue': { allowed: SUPER, path: () => '/api/admin/revenue' },
  'GET /api/public/pharmacies/:id': { allowed: ALL, path: (f) => `/api/public/pharmacies/${f.pharmacyA}` },
  'GET /api/public/chat-session/:pharmacyId/:patientName': { allowed: ALL, path: (f) => `/api/public/chat-session/${f.pharmacyA}/Rest%20Guest?phone=2175550111` },
  'GET /api/public/chat/messages/:sessionId': { allowed: ['guest', ...OWN_STAFF], path: (f) => `/api/public/chat/messages/${f.guestSessionId}` },
  'POST /api/public/chat/send': { allowed: ['guest'], path: () => '/api/public/chat/send', body: (f) => ({ sessionId: f.guestSessionId, message: 'Any news?' }) },
  'GET /api/staff/chat-sessions/:pharmacyId': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat-sessions/${f.pharmacyA}` },
  'GET /api/staff/chat-messages/:sessionId': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat-messages/${f.guestSessionId}` },
  'POST /api/staff/chat/send': { allowed: OWN_STAFF, path: () => '/api/staff/chat/send', body: (f) => ({ sessionId: f.guestSessionId, content: 'Staff here' }) },
  'POST /api/staff/chat/escalate': { allowed: OWN_STAFF, path: () => '/api/staff/chat/escalate', body: async (f) => ({ sessionId: await f.freshGuestSession() }) },
  'POST /api/staff/chat/resolve': { allowed: OWN_STAFF, path: () => '/api/staff/chat/resolve', body: async (f) => ({ sessionId: await f.freshGuestSession() }) },
  'DELETE /api/staff/chat/clear/:sessionId': { allowed: OWN_STAFF, path: async (f) => `/api/staff/chat/clear/${await f.freshGuestSession()}` },
  'DELETE /api/staff/chat/clear-all': { allowed: OWN_ADMIN, path: (f) => `/api/staff/chat/clear-all?pharmacyId=${f.pharmacyA}`, after: (f) => f.renewChats() },
  'GET /api/staff/chat-inbox/:pharmacyId': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat-inbox/${f.pharmacyA}?list=all&first=5` },
  'GET /api/staff/chat-management/:pharmacyId': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat-management/${f.pharmacyA}?status=active` },
  'GET /api/staff/chat-management/:pharmacyId/summary': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat-management/${f.pharmacyA}/summary` },
  'GET /api/staff/chat-sessions/:pharmacyId/export.csv': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat-sessions/${f.pharmacyA}/export.csv` },
  'GET /api/staff/chat/:sessionId/export.csv': { allowed: OWN_STAFF, path: (f) => `/api/staff/chat/${f.guestSessionId}/export.csv` },
  'POST /api/feedback': {
    allowed: ['guest', 'patient'],
    path: () => '/api/feedback',
    body: (f, caller) => ({ sessionId: caller === 'patient' ? f.patientSessionId : f.guestSessionId, pharmacyId: f.pharmacyA, category: 'speed', rating: 4 }),
  },
  'GET /api/patients/chat-sessions': { allowed: ['patient'], path: () => '/api/patients/chat-sessions' },
  'POST /api/patients/chat-sessions': { allowed: ['patient'], path: () => '/api/patients/chat-sessions', body: (f) => ({ pharmacyId: f.pharmacyA }) },
  'POST /api/auth/login': { allowed: ALL, path: () => '/api/auth/login', body: () => ({ username: 'downtown.staff', password: DEMO_PASSWORD }) },
  'POST /api/auth/refresh': { allowed: ALL, path: () => '/api/auth/refresh', body: async (f) => ({ refreshToken: await f.refreshTokens() }) },
  'POST /api/auth/logout': { allowed: ALL, path: () => '/api/auth/logout', body: async (f) => ({ refreshToken: await f.refreshTokens() }) },
  'POST /api/auth/register': {
    allowed: OWN_ADMIN,
    path: () => '/api/auth/register',
    body: async (f) => ({ username: `rest-${randomUUID().slice(0, 8)}`, email: `r-${randomUUID()}@example.com`, password: 'secret-123', role: 'pharmacy_staff', pharmacyId: f.pharmacyA, captcha: await f.captcha() }),
  },
  'GET /api/auth/pharmacies': { allowed: ['admin', 'otherAdmin', 'superAdmin'], path: () => '/api/auth/pharmacies' },
  'POST /api/auth/switch-role': { allowed: OWN_ADMIN, path: () => '/api/auth/switch-role', body: (f) => ({ targetRole: 'pharmacy_staff', targetPharmacyId: f.pharmacyA }) },
  'POST /api/auth/reset-role': { allowed: ['staff', 'admin', 'otherAdmin', 'superAdmin'], path: () => '/api/auth/reset-role', body: () => ({}) },
  'POST /api/patients/register': {
    allowed: ALL,
    path: () => '/api/patients/register',
    body: async (f) => ({ email: `rp-${randomUUID()}@example.com`, password: 'secret-123', firstName: 'Rest', lastName: 'Patient', captcha: await f.captcha() }),
  },
  'POST /api/patients/login': { allowed: ALL, path: () => '/api/patients/login', body: () => ({ email: 'patient@pharmachat.example', password: DEMO_PASSWORD }) },
  'GET /api/pharmacies/:pharmacyId/users': { allowed: OWN_ADMIN, path: (f) => `/api/pharmacies/${f.pharmacyA}/users` },
  // Settings and Pharmacy Locations
  'GET /api/pharmacies/my-pharmacies': { allowed: ['admin', 'otherAdmin', 'superAdmin'], path: () => '/api/pharmacies/my-pharmacies' },
  'GET /api/pharmacies/:pharmacyId': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}` },
  'PUT /api/pharmacies/:pharmacyId': { allowed: OWN_ADMIN, path: (f) => `/api/pharmacies/${f.pharmacyA}`, body: () => ({ settings: { notificationsEnabled: true } }) },
  // a super admin deletes any pharmacy (a fresh one here); an owner only a location of theirs that has not opened
  'DELETE /api/pharmacies/:pharmacyId': { allowed: SUPER, path: async (f) => `/api/pharmacies/${await f.unownedPharmacy()}` },
  // plans and payments: a pharmacy's staff see its billing, its admins change the plan (super admins name the pharmacy)
  'GET /api/pharmacies/:pharmacyId/subscription': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}/subscription` },
  'GET /api/pharmacies/:pharmacyId/stats': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}/stats` },
  // dashboards, analytics and data retention
  'GET /api/pharmacies/:pharmacyId/chat-sessions': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}/chat-sessions` },
  'GET /api/pharmacies/:pharmacyId/analytics': { allowed: SUPER, path: (f) => `/api/pharmacies/${f.pharmacyA}/analytics` },
  'GET /api/pharmacies/:pharmacyId/deletion-log': { allowed: OWN_ADMIN, path: (f) => `/api/pharmacies/${f.pharmacyA}/deletion-log` },
  'GET /api/admin/global-stats': { allowed: SUPER, path: () => '/api/admin/global-stats' },
  'GET /api/admin/system-stats': { allowed: SUPER, path: () => '/api/admin/system-stats' },
  'GET /api/admin/pharmacy-performance': { allowed: SUPER, path: () => '/api/admin/pharmacy-performance' },
  'GET /api/admin/data-retention/stats': { allowed: SUPER, path: () => '/api/admin/data-retention/stats' },
  'GET /api/admin/data-retention/preview': { allowed: SUPER, path: () => '/api/admin/data-retention/preview' },
  'POST /api/admin/data-retention/run': { allowed: SUPER, path: () => '/api/admin/data-retention/run' },
  'GET /api/pharmacies/:pharmacyId/feature-access/:feature': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}/feature-access/advanced_analytics` },
  'GET /api/pharmacies/:pharmacyId/invoices': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}/invoices` },
  // an unknown invoice: its pharmacy's staff get 404 too, so the row checks only the refusals of the others
  'GET /api/pharmacies/:pharmacyId/invoices/:invoiceId/pdf': { allowed: [], path: (f) => `/api/pharmacies/${f.pharmacyA}/invoices/${randomUUID()}/pdf` },
  'GET /api/payment-settings': { allowed: ALL, path: () => '/api/payment-settings' },
  'POST /api/create-subscription': { allowed: OWN_ADMIN, path: () => '/api/create-subscription', body: (f) => ({ planType: 'basic', pharmacyId: f.pharmacyA }) },
  'POST /api/cancel-subscription': { allowed: OWN_ADMIN, path: () => '/api/cancel-subscription', body: (f) => ({ pharmacyId: f.pharmacyA }) },
  'POST /api/subscription/test-payment': {
    allowed: OWN_ADMIN,
    path: () => '/api/subscription/test-payment',
    body: (f) => ({ clientSecret: 'pi_test_x_secret_y', card: { number: '1234', expiry: '12/40', cvc: '123' }, pharmacyId: f.pharmacyA }),
  },
  // public: billing verifies Stripe's signature (none here: 400)
  'GET /api/admin/subscriptions': { allowed: SUPER, path: () => '/api/admin/subscriptions' },
  'POST /api/admin/subscriptions': { allowed: SUPER, path: () => '/api/admin/subscriptions', body: () => ({ pharmacyId: randomUUID(), plan: 'basic' }) },
  'POST /api/stripe/webhook': { allowed: ALL, path: () => '/api/stripe/webhook' },
  // the knowledge base: its pharmacy's staff read it, its admins change it
  'GET /api/pharmacies/:pharmacyId/knowledge-base': { allowed: OWN_STAFF, path: (f) => `/api/pharmacies/${f.pharmacyA}/knowledge-base` },
  'POST /api/pharmacies/:pharmacyId/knowledge-base': {
    allowed: OWN_ADMIN,
    path: (f) => `/api/pharmacies/${f.pharmacyA}/knowledge-base`,
    body: () => ({ category: 'general', question: 'Do you sell gift cards?', answer: 'Yes, at the counter.', tags: ['gift'] }),
  },
  'PUT /api/knowledge-base/:id': {
    allowed: OWN_ADMIN,
    path: async (f) => `/api/knowledge-base/${await f.knowledgeEntry()}`,
    body: () => ({ category: 'general', question: 'Do you sell gift cards?', answer: 'Yes, at the counter and online.', tags: [] }),
  },
  'DELETE /api/knowledge-base/:id': { allowed: OWN_ADMIN, path: async (f) => `/api/knowledge-base/${await f.knowledgeEntry()}` },
  'PUT /api/pharmacies/:pharmacyId/users/:userId': {
    allowed: OWN_ADMIN,
    path: async (f) => `/api/pharmacies/${f.pharmacyA}/users/${await f.freshStaffUser()}`,
    body: () => ({ firstName: 'Jordan' }),
  },
  'PUT /api/pharmacies/:pharmacyId/users/:userId/password': {
    allowed: OWN_ADMIN,
    path: async (f) => `/api/pharmacies/${f.pharmacyA}/users/${await f.freshStaffUser()}/password`,
    body: () => ({ newPassword: DEMO_PASSWORD }),
  },
  'PUT /api/pharmacies/:pharmacyId/users/:userId/status': {
    allowed: OWN_ADMIN,
    path: async (f) => `/api/pharmacies/${f.pharmacyA}/users/${await f.freshStaffUser()}/status`,
    body: () => ({ isActive: true }),
  },
  'GET /api/admin/users': { allowed: SUPER, path: () => '/api/admin/users' },
  'PUT /api/admin/users/:id': { allowed: SUPER, path: async (f) => `/api/admin/users/${await f.freshStaffUser()}`, body: () => ({ firstName: 'Jordan' }) },
  'PUT /api/admin/users/:id/password': { allowed: SUPER, path: async (f) => `/api/admin/users/${await f.freshStaffUser()}/password`, body: () => ({ newPassword: DEMO_PASSWORD }) },
  'DELETE /api/admin/users/:id': { allowed: SUPER, path: async (f) => `/api/admin/users/${await f.freshStaffUser()}` },
  'GET /api/captcha/challenge': { allowed: ALL, path: () => '/api/captcha/challenge' },
  // doctor portal
  'POST /api/doctors/register': { allowed: ALL, path: () => '/api/doctors/register', body: async (f) => ({ ...doctorForm(), recaptchaToken: await f.captcha() }) },
  'POST /api/doctors/login': { allowed: ALL, path: () => '/api/doctors/login', body: (f) => ({ email: f.doctorEmail, password: 'Doctor#2026' }) },
  'GET /api/doctors/me': { allowed: DOCTORS, path: () => '/api/doctors/me' },
  'GET /api/doctors/stats': { allowed: DOCTORS, path: () => '/api/doctors/stats' },
  'GET /api/doctors/chat-sessions': { allowed: DOCTORS, path: () => '/api/doctors/chat-sessions' },
  'POST /api/doctors/chat-sessions': { allowed: DOCTORS, path: () => '/api/doctors/chat-sessions', body: (f) => ({ ...doctorChatForm, pharmacyId: f.pharmacyA }) },
  'DELETE /api/doctors/chat-sessions/clear-resolved': { allowed: DOCTORS, path: () => '/api/doctors/chat-sessions/clear-resolved' },
  'DELETE /api/doctors/chat-sessions/clear-all': { allowed: DOCTORS, path: () => '/api/doctors/chat-sessions/clear-all', after: (f) => f.renewDoctorChat() },
  'GET /api/doctors/chat-sessions/:sessionId': { allowed: ['doctor'], path: (f) => `/api/doctors/chat-sessions/${f.doctorSessionId}` },
  'GET /api/doctors/chat-sessions/:sessionId/messages': { allowed: ['doctor'], path: (f) => `/api/doctors/chat-sessions/${f.doctorSessionId}/messages` },
  'POST /api/doctors/chat-sessions/:sessionId/messages': { allowed: ['doctor'], path: (f) => `/api/doctors/chat-sessions/${f.doctorSessionId}/messages`, body: () => ({ content: 'Matrix question' }) },
  'DELETE /api/doctors/chat-sessions/:sessionId/messages': { allowed: ['doctor'], path: async (f) => `/api/doctors/chat-sessions/${await f.freshDoctorSession()}/messages` },
  'PATCH /api/doctors/chat-sessions/:sessionId/resolve': { allowed: ['doctor'], path: async (f) => `/api/doctors/chat-sessions/${await f.freshDoctorSession()}/resolve` },
  'GET /api/doctors/connections': { allowed: DOCTORS, path: () => '/api/doctors/connections' },
  'POST /api/doctors/connections': { allowed: DOCTORS, path: () => '/api/doctors/connections', body: (f) => ({ pharmacyId: f.pharmacyB, priority: 3, notes: 'Connection request from doctor portal' }) },
  'GET /api/staff/doctor-chats/:pharmacyId': { allowed: OWN_STAFF, path: (f) => `/api/staff/doctor-chats/${f.pharmacyA}` },
  'GET /api/staff/doctor-chat-messages/:sessionId': { allowed: OWN_STAFF, path: (f) => `/api/staff/doctor-chat-messages/${f.doctorSessionId}` },
  'POST /api/staff/doctor-chat/send': { allowed: OWN_STAFF, path: () => '/api/staff/doctor-chat/send', body: (f) => ({ sessionId: f.doctorSessionId, content: 'Matrix answer', staffMember: 'Matrix' }) },
  'GET /api/staff/doctor-connections/:pharmacyId': { allowed: OWN_ADMIN, path: (f) => `/api/staff/doctor-connections/${f.pharmacyA}` },
  'POST /api/staff/doctor-connections/:id/accept': { allowed: OWN_ADMIN, path: (f) => `/api/staff/doctor-connections/${f.connectionId}/accept` },
  'POST /api/staff/doctor-connections/:id/decline': { allowed: OWN_ADMIN, path: (f) => `/api/staff/doctor-connections/${f.connectionId}/decline` },
  'GET /api/admin/doctors': { allowed: SUPER, path: () => '/api/admin/doctors' },
  // the super admin, and the doctor whose profile it is (the same rule as doctorProfile)
  'GET /api/admin/doctors/:id': { allowed: ['superAdmin', 'doctor'], path: (f) => `/api/admin/doctors/${f.doctorId}` },
  'POST /api/admin/doctors/:id/approve': { allowed: SUPER, path: async (f) => `/api/admin/doctors/${await f.pendingDoctor()}/approve` },
  'POST /api/admin/doctors/:id/reject': { allowed: SUPER, path: async (f) => `/api/admin/doctors/${await f.pendingDoctor()}/reject`, body: () => ({ reason: 'Licence not verified' }) },
  'GET /api/staff/sms-outbox/:pharmacyId': { allowed: OWN_ADMIN, path: (f) => `/api/staff/sms-outbox/${f.pharmacyA}` },
  'GET /api/staff/notification-preferences': { allowed: STAFF_ACCOUNTS, path: () => '/api/staff/notification-preferences' },
  'PUT /api/staff/notification-preferences': { allowed: STAFF_ACCOUNTS, path: () => '/api/staff/notification-preferences', body: () => ({ soundAlerts: true }) },
  'POST /api/contact': { allowed: ALL, path: () => '/api/contact', body: async (f) => ({ ...contactForm, captcha: await f.captcha() }) },
  'GET /api/admin/contact-messages': { allowed: SUPER, path: () => '/api/admin/contact-messages' },
  'PUT /api/admin/contact-messages/:id/handled': { allowed: SUPER, path: async () => `/api/admin/contact-messages/${await storedContactMessage()}/handled` },
};

let host: AllInOne;
let base: string;
let database: TestDatabase | null = null;
let fixtures: Fixtures;
let identity: IdentityApplication;

async function registerPendingPharmacy(f: Fixtures): Promise<string> {
  const response = await gql(
    'pharmacy',
    'mutation($input: RegisterPharmacyInput!) { registerPharmacy(input: $input) { id } }',
    { input: { name: `Pending ${randomUUID().slice(0, 6)}`, address: '2 Test Street, Springfield', phone: '2175550001', email: 'p@example.com', licenseNumber: 'IL-456', captcha: await f.captcha() } },
    f.tokens.superAdmin,
  );
  return (response.data as { registerPharmacy: { id: string } }).registerPharmacy.id;
}

function pharmacyDetails(prefix: string) {
  return { name: `${prefix} ${randomUUID().slice(0, 6)}`, address: '3 Test Street, Springfield', phone: '2175550002', email: 'added@example.com', licenseNumber: `IL-${randomUUID().slice(0, 8)}` };
}

/** A new active (or suspended) pharmacy, added by the super admin. */
async function activePharmacy(f: Fixtures, status: 'active' | 'suspended' = 'active'): Promise<string> {
  const response = await gql('pharmacy', 'mutation($input: CreatePharmacyInput!) { createPharmacy(input: $input) { id } }', { input: { ...pharmacyDetails('Active'), status } }, f.tokens.superAdmin);
  return (response.data as { createPharmacy: { id: string } }).createPharmacy.id;
}

/** The public registration form, with a new owner e-mail and licence each time. */
async function registrationForm(f: Fixtures) {
  const tag = randomUUID().slice(0, 8);
  return {
    pharmacy: { name: `Registered ${tag}`, email: `shop-${tag}@example.com`, phone: '2175550003', address: '4 Test Street, Springfield', licenseNumber: `REG-${tag}`, operatingHours: 'Mon-Fri 9-6, Sat 9-2' },
    owner: { name: 'Matrix Owner', username: `owner-${tag}@example.com`, password: 'Owner#2026' },
    captcha: await f.captcha(),
  };
}

function subgraphUrl(name: string): string {
  return host.services.find((s) => s.name === name)!.url;
}

async function gql(subgraph: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(subgraphUrl(subgraph), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }) };
}

async function restCall(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return response.status;
}

const REFUSED = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

/** Every Query and Mutation field of every subgraph, from the services' own SDL. */
function subgraphOperations(): string[] {
  const operations: string[] = [];
  for (const name of subgraphNames) {
    for (const definition of parse(subgraphSdl(name)).definitions) {
      if ((definition.kind === 'ObjectTypeDefinition' || definition.kind === 'ObjectTypeExtension') && ['Query', 'Mutation'].includes(definition.name.value)) {
        for (const field of (definition as ObjectTypeDefinitionNode | ObjectTypeExtensionNode).fields ?? []) operations.push(`${name}.${definition.name.value}.${field.name.value}`);
      }
    }
  }
  return operations;
}

async function login(username: string) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  return (await response.json()) as { token: string; refreshToken: string; user: { id: string } };
}

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-matrix-')),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'pharmachat-noweb-')),
    CAPTCHA_SECRET: captchaSettings.secret,
    CAPTCHA_COST: String(captchaSettings.cost),
    CAPTCHA_MAX_COUNTER: String(captchaSettings.maxCounter),
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_PER_MINUTE: '100000',
    CONTACT_MESSAGES_PER_HOUR: '100000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  base = `http://127.0.0.1:${host.port}`;
  identity = host.services.find((s) => s.name === 'identity')!.app as IdentityApplication;
  const assistant = host.services.find((s) => s.name === 'ai-assistant')!.app as AssistantApplication;
  const pharmacyApp = host.services.find((s) => s.name === 'pharmacy')!.app as PharmacyApplication;
  const pharmacies = (await (await fetch(`${base}/api/public/pharmacies`)).json()) as { id: string; name: string }[];
  const pharmacyA = pharmacies.find((p) => p.name.startsWith('Downtown'))!.id;
  const pharmacyB = pharmacies.find((p) => p.name.startsWith('Riverside'))!.id;
  const openGuestChat = async (name: string) => (await (await fetch(`${base}/api/public/chat-session/${pharmacyA}/${encodeURIComponent(name)}?phone=2175550123`)).json()) as { id: string; token: string };
  const guestChat = await openGuestChat('Matrix Patient');
  const patient = (await (await fetch(`${base}/api/patients/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'patient@pharmachat.example', password: DEMO_PASSWORD }) })).json()) as { token: string };
  const openPatientChat = async () =>
    ((await (await fetch(`${base}/api/patients/chat-sessions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${patient.token}` }, body: JSON.stringify({ pharmacyId: pharmacyA }) })).json()) as { id: string }).id;
  const staff = await login('downtown.staff');
  const doctors = host.services.find((s) => s.name === 'doctor')!.app as DoctorApplication;
  const { password: _password, ...profileForm } = doctorForm();
  const doctor = await doctors.createDoctorProfile(systemPrincipal, profileForm);
  await identity.doctors.createDoctorAccount(systemPrincipal, { doctorId: doctor.id, email: doctor.email, password: 'Doctor#2026', status: 'approved' });
  await doctors.review.approve(systemPrincipal, doctor.id);
  const { password: _otherPassword, ...otherForm } = doctorForm();
  const otherDoctor = await doctors.createDoctorProfile(systemPrincipal, otherForm);
  await identity.doctors.createDoctorAccount(systemPrincipal, { doctorId: otherDoctor.id, email: otherDoctor.email, password: 'Doctor#2026', status: 'approved' });
  await doctors.review.approve(systemPrincipal, otherDoctor.id);
  const doctorLogin = async (email: string) => ((await (await fetch(`${base}/api/doctors/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Doctor#2026' }) })).json()) as { token: string }).token;
  const doctorToken = await doctorLogin(doctor.email);
  const asDoctor = { kind: 'doctor' as const, subject: doctor.id, role: null, pharmacyId: null, sessionId: null, username: doctor.email, authSessionId: null, actualRole: null };
  const newDoctorChat = async () => (await doctors.chats.start(asDoctor, { ...doctorChatForm, priority: 'normal', pharmacyId: pharmacyA })).id;
  const connection = await doctors.connections.request(asDoctor, { pharmacyId: pharmacyA, priority: 3, notes: null });
  fixtures = {
    pharmacyA,
    pharmacyB,
    tokens: {
      guest: guestChat.token,
      patient: patient.token,
      staff: staff.token,
      admin: (await login('downtown.admin')).token,
      otherAdmin: (await login('riverside.admin')).token,
      superAdmin: (await login('superadmin')).token,
      doctor: doctorToken,
      otherDoctor: await doctorLogin(otherDoctor.email),
    },
    refreshTokens: async () => (await login('riverside.staff')).refreshToken,
    guestSessionId: guestChat.id,
    patientSessionId: await openPatientChat(),
    freshGuestSession: async () => (await openGuestChat(`Matrix Guest ${randomUUID().slice(0, 6)}`)).id,
    async renewChats() {
      // Clear All deleted pharmacy A's chats: the guest and the patient start new ones
      const renewed = await openGuestChat('Matrix Patient');
      fixtures.guestSessionId = renewed.id;
      fixtures.tokens.guest = renewed.token;
      fixtures.patientSessionId = await openPatientChat();
    },
    doctorId: doctor.id,
    doctorEmail: doctor.email,
    doctorSessionId: await newDoctorChat(),
    freshDoctorSession: newDoctorChat,
    async renewDoctorChat() {
      fixtures.doctorSessionId = await newDoctorChat();
    },
    connectionId: connection.id,
    async pendingDoctor() {
      const { password: _p, ...form } = doctorForm();
      return (await doctors.createDoctorProfile(systemPrincipal, form)).id;
    },
    staffUserId: staff.user.id,
    async freshStaffUser() {
      const user = await identity.createStaffUser(systemPrincipal, { username: `fixture-${randomUUID().slice(0, 8)}`, email: `f-${randomUUID()}@example.com`, password: DEMO_PASSWORD, role: 'pharmacy_staff', pharmacyId: pharmacyA });
      return user.id;
    },
    captcha: async () => solveCaptchaChallenge(await issueCaptchaChallenge(captchaSettings)),
    async unownedPharmacy() {
      const pharmacy = await pharmacyApp.registerPharmacy(systemPrincipal, { name: `Fixture ${randomUUID().slice(0, 6)}`, address: '2 Fixture Road, Springfield', phone: '2175550199', email: 'fixture@example.com', licenseNumber: `FX-${randomUUID().slice(0, 8)}` });
      return pharmacy.id;
    },
    async knowledgeEntry() {
      const entry = await assistant.createEntry(systemPrincipal, pharmacyA, { category: 'general', question: `Fixture question ${randomUUID().slice(0, 8)}?`, answer: 'Fixture answer.' });
      return entry.id;
    },
  };
});

afterAll(async () => {
  await host?.stop();
  await database?.drop();
});

describe('authorization matrix', () => {
  it('lists every GraphQL operation of every subgraph', () => {
    const missing = subgraphOperations().filter((operation) => !(operation in graph));
    expect(missing, `operations without an authorization rule: add them to the matrix`).toEqual([]);
  });

  it('lists every REST path of the gateway', async () => {
    const { registeredRoutes } = await import('@pharmachat/gateway');
    const missing = registeredRoutes().filter((route) => !(route in rest));
    expect(missing, 'REST paths without an authorization rule: add them to the matrix').toEqual([]);
  });

  for (const [operation, entry] of Object.entries(graph)) {
    it(`GraphQL ${operation}`, async () => {
      const [subgraph, , field] = operation.split('.') as [SubgraphName, string, string];
      const outcomes: string[] = [];
      for (const caller of callers) {
        const variables = (await entry.variables?.(fixtures, caller)) ?? {};
        const token = caller === 'anonymous' ? undefined : fixtures.tokens[caller];
        const result = await gql(subgraph, entry.query, variables, token);
        await entry.after?.(fixtures);
        const code = result.errors?.[0]?.extensions?.code;
        const refused = (code !== undefined && REFUSED.has(code)) || result.status === 401 || (entry.nullWhenRefused === true && result.data?.[field] === null);
        const expectedAllowed = entry.allowed.includes(caller);
        if (refused === expectedAllowed) outcomes.push(`${caller}: expected ${expectedAllowed ? 'allowed' : 'refused'}, got ${refused ? `refused (${code ?? result.status})` : `allowed${code ? ` (${code}: ${result.errors?.[0]?.message})` : ''}`}`);
      }
      expect(outcomes).toEqual([]);
    });
  }

  for (const [route, entry] of Object.entries(rest)) {
    it(`REST ${route}`, async () => {
      const method = route.split(' ')[0]!;
      const outcomes: string[] = [];
      for (const caller of callers) {
        const path = await entry.path(fixtures);
        const body = await entry.body?.(fixtures, caller);
        const status = await restCall(method, path, method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}), caller === 'anonymous' ? undefined : fixtures.tokens[caller]);
        await entry.after?.(fixtures);
        const refused = status === 401 || status === 403 || status === 404;
        const expectedAllowed = entry.allowed.includes(caller);
        if (refused === expectedAllowed) outcomes.push(`${caller}: expected ${expectedAllowed ? 'allowed' : 'refused'}, got ${status}`);
      }
      expect(outcomes).toEqual([]);
    });
  }

  it('gives nothing to a request sent straight to a subgraph with forged identity headers', async () => {
    for (const name of ['chat', 'identity']) {
      const response = await fetch(subgraphUrl(name), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-user-id': 'admin', 'x-user-role': 'super_admin', 'x-pharmacy-id': fixtures.pharmacyA, authorization: 'Bearer forged.token.value' },
        body: JSON.stringify({ query: name === 'chat' ? `query { pharmacyChatSessions(pharmacyId: "${fixtures.pharmacyA}") { id } }` : 'query { adminUsers { id } }' }),
      });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { data?: unknown };
      expect(body.data ?? null).toBeNull();
    }
  });
});
