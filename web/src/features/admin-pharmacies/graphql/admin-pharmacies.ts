import { graphql } from '../../../gql';
import type { AdminPharmacyFieldsFragment, OutboxMailFieldsFragment } from '../../../gql/graphql';

export type AdminPharmacy = AdminPharmacyFieldsFragment;
export type OutboxMail = OutboxMailFieldsFragment;

export const ADMIN_PHARMACY_FIELDS = graphql(`
  fragment AdminPharmacyFields on Pharmacy {
    id name address phone email licenseNumber openingHours status createdAt approvedAt suspendedAt timeZone
    ownerName ownerEmail rejectionReason
    operatingHours {
      monday { isOpen openTime closeTime } tuesday { isOpen openTime closeTime } wednesday { isOpen openTime closeTime }
      thursday { isOpen openTime closeTime } friday { isOpen openTime closeTime } saturday { isOpen openTime closeTime } sunday { isOpen openTime closeTime }
    }
    subscription { id plan status monthlyPrice trialEnd currentPeriodEnd }
  }
`);

export const OUTBOX_MAIL_FIELDS = graphql(`
  fragment OutboxMailFields on MailMessage { id pharmacyId kind to replyTo subject body status provider error attempts createdAt sentAt }
`);

/** Every pharmacy with its owner and subscription (super admins), filtered on the server. */
export const ADMIN_PHARMACY_LIST = graphql(`
  query AdminPharmacyList($search: String, $status: PharmacyStatus) { adminPharmacies(search: $search, status: $status) { ...AdminPharmacyFields } }
`);

/** The summary cards: every pharmacy (counts by status) and billing's revenue per month. */
export const ADMIN_PHARMACY_SUMMARY = graphql(`
  query AdminPharmacySummary {
    adminPharmacies { id status }
    revenueSummary { monthlyRevenue activeSubscriptions paidSubscriptions trialSubscriptions }
  }
`);

export const ASSIGN_TRIAL_PLAN = graphql(`
  mutation AssignTrialPlan($pharmacyId: ID!, $trialDays: Int!) { assignTrial(pharmacyId: $pharmacyId, trialDays: $trialDays) { id plan status trialEnd currentPeriodEnd monthlyPrice } }
`);

export const APPROVE_PHARMACY_ADMIN = graphql(`
  mutation ApprovePharmacyAdmin($id: ID!) { approvePharmacy(id: $id) { ...AdminPharmacyFields } }
`);

export const REJECT_PHARMACY_ADMIN = graphql(`
  mutation RejectPharmacyAdmin($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { ...AdminPharmacyFields } }
`);

export const SUSPEND_PHARMACY_ADMIN = graphql(`
  mutation SuspendPharmacyAdmin($id: ID!) { suspendPharmacy(id: $id) { ...AdminPharmacyFields } }
`);

export const REACTIVATE_PHARMACY_ADMIN = graphql(`
  mutation ReactivatePharmacyAdmin($id: ID!) { reactivatePharmacy(id: $id) { ...AdminPharmacyFields } }
`);

export const SEND_APPROVAL_MESSAGE_ADMIN = graphql(`
  mutation SendApprovalMessageAdmin($id: ID!, $message: String!, $sendSms: Boolean) {
    sendApprovalMessage(id: $id, message: $message, sendSms: $sendSms) { message mail { ...OutboxMailFields } }
  }
`);

export const CREATE_PHARMACY_ADMIN = graphql(`
  mutation CreatePharmacyAdmin($input: CreatePharmacyInput!) { createPharmacy(input: $input) { ...AdminPharmacyFields } }
`);

export const UPDATE_PHARMACY_ADMIN = graphql(`
  mutation UpdatePharmacyAdmin($id: ID!, $input: UpdatePharmacyInput!) { updatePharmacy(id: $id, input: $input) { ...AdminPharmacyFields } }
`);

export const DELETE_PHARMACY_ADMIN = graphql(`
  mutation DeletePharmacyAdmin($id: ID!) { deletePharmacy(id: $id) { id pharmacyId name deletedAt } }
`);

export const PHARMACY_DELETIONS = graphql(`
  query PharmacyDeletionRecords {
    pharmacyDeletions { id pharmacyId name deletedBy deletedAt complete reports { service reportedAt counts { what count } } }
  }
`);

export const MAIL_OUTBOX = graphql(`
  query MailOutboxPage($first: Int, $after: String) {
    mailOutbox(first: $first, after: $after) { totalCount nextCursor provider mails { ...OutboxMailFields } }
  }
`);
