import { graphql } from '../../../gql';
import type { SubscriptionPageQuery } from '../../../gql/graphql';

export type CurrentSubscription = NonNullable<SubscriptionPageQuery['subscription']>;
export type PlanCard = SubscriptionPageQuery['plans'][number];
export type Invoice = SubscriptionPageQuery['subscriptionInvoices'][number];

/** Everything /subscription shows: the plan, this month's counted conversations, the catalogue, invoices, how to pay. */
export const SUBSCRIPTION_PAGE = graphql(`
  query SubscriptionPage($pharmacyId: ID!) {
    subscription(pharmacyId: $pharmacyId) {
      id plan status monthlyPrice currentPeriodStart currentPeriodEnd trialEnd conversationLimit cancelAtPeriodEnd pendingPlan graceUntil lastPaymentError paymentMethod { brand last4 expMonth expYear }
    }
    conversationUsage(pharmacyId: $pharmacyId, months: 6) { month conversations conversationLimit history { month conversations } }
    plans { id name monthlyPrice conversationLimit trialDays features mostPopular }
    subscriptionInvoices(pharmacyId: $pharmacyId) { id number plan amount currency status periodStart periodEnd createdAt pdfUrl }
    paymentSettings { mode publishableKey }
    chatStorage(pharmacyId: $pharmacyId) { sessions messages bytes oldestAt }
    knowledgeBaseStorage(pharmacyId: $pharmacyId) { entries bytes }
  }
`);

export const CREATE_SUBSCRIPTION = graphql(`
  mutation CreatePlanSubscription($planType: String!, $pharmacyId: ID) {
    createSubscription(planType: $planType, pharmacyId: $pharmacyId) { clientSecret subscriptionId testMode }
  }
`);

export const CONFIRM_TEST_PAYMENT = graphql(`
  mutation ConfirmPlanTestPayment($clientSecret: String!, $card: TestCardInput!, $pharmacyId: ID) {
    confirmTestPayment(clientSecret: $clientSecret, card: $card, pharmacyId: $pharmacyId) { paid message subscription { id plan status } }
  }
`);

export const CANCEL_SUBSCRIPTION = graphql(`
  mutation CancelPlanSubscription($pharmacyId: ID) { cancelSubscription(pharmacyId: $pharmacyId) { id plan status cancelAtPeriodEnd currentPeriodEnd } }
`);

/** Admin Subscriptions: every subscription, the cards, and the pharmacies (names; the create dialog offers those without one). */
export const ADMIN_SUBSCRIPTIONS = graphql(`
  query AdminSubscriptionsPage {
    adminSubscriptions { id pharmacyId plan status monthlyPrice currentPeriodEnd trialEnd createdAt cancelAtPeriodEnd }
    adminSubscriptionSummary { total active monthlyRevenue growthRate }
    adminPharmacies { id name status }
  }
`);

export const CREATE_ADMIN_SUBSCRIPTION = graphql(`
  mutation CreateAdminSubscriptionForPharmacy($input: AdminSubscriptionInput!) { createAdminSubscription(input: $input) { id pharmacyId plan status } }
`);

export const SIMULATE_TEST_RENEWAL = graphql(`
  mutation SimulatePlanTestRenewal($paid: Boolean!) { simulateTestRenewal(paid: $paid) { id plan status graceUntil lastPaymentError } }
`);
