import type { MailKind } from './mail-message';

/** What the platform writes to a pharmacy's owner, and when (the texts of every mail). */
export interface MailContent {
  kind: MailKind;
  subject: string;
  body: string;
}

const signature = '\n\nThe PharmaChat team';

export function registrationReceivedMail(p: { ownerName: string; pharmacyName: string; username: string }): MailContent {
  return {
    kind: 'registration_received',
    subject: `We received the registration of ${p.pharmacyName}`,
    body:
      `Hello ${p.ownerName},\n\nThank you for registering ${p.pharmacyName} with PharmaChat. Your pharmacy is now under review: ` +
      `we review every registration within 24 hours and will e-mail you as soon as it is approved.\n\n` +
      `Once approved, sign in at /pharmacy-login with your username ${p.username} and the password you chose.` +
      signature,
  };
}

export function registrationRefusedMail(p: { ownerName: string; pharmacyName: string; reason: string }): MailContent {
  return {
    kind: 'registration_refused',
    subject: `The registration of ${p.pharmacyName} could not be completed`,
    body:
      `Hello ${p.ownerName},\n\nWe could not complete the registration of ${p.pharmacyName}: ${p.reason}\n\n` +
      `No account was kept for this registration. If you believe this is a mistake, please contact support.` +
      signature,
  };
}

export function approvedMail(p: { ownerName: string; pharmacyName: string }): MailContent {
  return {
    kind: 'approved',
    subject: `${p.pharmacyName} is approved`,
    body:
      `Hello ${p.ownerName},\n\nGood news: ${p.pharmacyName} has been approved. Your free trial starts today, ` +
      `and patients can now find your pharmacy and chat with it around the clock.\n\n` +
      `Sign in at /pharmacy-login to set your opening hours, your chat greeting and your knowledge base.` +
      signature,
  };
}

export function rejectedMail(p: { ownerName: string; pharmacyName: string; reason: string }): MailContent {
  return {
    kind: 'rejected',
    subject: `Your registration of ${p.pharmacyName} was not approved`,
    body:
      `Hello ${p.ownerName},\n\nWe reviewed the registration of ${p.pharmacyName} and could not approve it.\n\n` +
      `Reason: ${p.reason}\n\nIf you have questions or can provide what is missing, please contact support.` +
      signature,
  };
}

export function approvalMessageMail(p: { pharmacyName: string; message: string }): MailContent {
  return { kind: 'approval_message', subject: `A message about ${p.pharmacyName} from PharmaChat`, body: p.message };
}

export function suspendedMail(p: { ownerName: string; pharmacyName: string }): MailContent {
  return {
    kind: 'suspended',
    subject: `${p.pharmacyName} has been suspended`,
    body:
      `Hello ${p.ownerName},\n\n${p.pharmacyName} has been suspended: it is no longer listed, takes no new chats, and its staff ` +
      `cannot sign in. Please contact support to reactivate it.` +
      signature,
  };
}

export function reactivatedMail(p: { ownerName: string; pharmacyName: string }): MailContent {
  return {
    kind: 'reactivated',
    subject: `${p.pharmacyName} is active again`,
    body: `Hello ${p.ownerName},\n\n${p.pharmacyName} has been reactivated: patients can find it and chat with it again.` + signature,
  };
}

/** The default approval message the super admin edits in the Send Approval Message dialog. */
export function defaultApprovalMessage(p: { ownerName: string; pharmacyName: string }): string {
  return (
    `Hello ${p.ownerName},\n\nWelcome to PharmaChat! ${p.pharmacyName} is approved and live.\n\n` +
    `Next steps:\n1. Sign in at /pharmacy-login.\n2. Check your opening hours and chat greeting in Settings.\n` +
    `3. Add your most common questions to the Knowledge Base.\n4. Invite your staff in User Management.\n\n` +
    `We are glad to have you on board.\n\nThe PharmaChat team`
  );
}

const topicLabels: Record<string, string> = {
  general: 'General question',
  support: 'Technical support',
  billing: 'Billing',
  pharmacy_onboarding: 'Pharmacy onboarding',
  privacy: 'Privacy',
};

/** A message from the public contact form, to the platform's support address (replies go to the writer). */
export function contactMessageMail(p: { name: string; email: string; phone: string | null; topic: string; subject: string; message: string; receivedAt: string }): MailContent {
  const topic = topicLabels[p.topic] ?? p.topic;
  return {
    kind: 'contact_message',
    subject: `[Contact: ${topic}] ${p.subject}`,
    body:
      `${p.name} <${p.email}>${p.phone ? `, phone ${p.phone}` : ''} wrote with the contact form on ${p.receivedAt}:\n\n` +
      `Topic: ${topic}\nSubject: ${p.subject}\n\n${p.message}\n\n` +
      `Reply to this mail to answer ${p.name}; the message is also listed for super admins under Contact Messages (/admin/messages).`,
  };
}

/** To a doctor who registered: the review takes 24-48 hours. */
export function doctorRegistrationReceivedMail(p: { firstName: string; lastName: string }): MailContent {
  return {
    kind: 'doctor_registration_received',
    subject: 'We received your doctor registration',
    body:
      `Hello Dr. ${p.lastName},\n\nThank you for registering with the PharmaChat doctor portal. We review every doctor's ` +
      `credentials within 24-48 hours and will e-mail you the decision.` +
      signature,
  };
}

/** To a doctor a super admin approved. */
export function doctorApprovedMail(p: { firstName: string; lastName: string; email: string }): MailContent {
  return {
    kind: 'doctor_approved',
    subject: 'Your PharmaChat doctor account is approved',
    body:
      `Hello Dr. ${p.lastName},\n\nYour doctor account is approved. Sign in at /doctor-login with ${p.email} and the password ` +
      `you chose, connect with pharmacies and start chats with their pharmacists.` +
      signature,
  };
}

/** To a doctor a super admin rejected, with the reason. */
export function doctorRejectedMail(p: { firstName: string; lastName: string; reason: string }): MailContent {
  return {
    kind: 'doctor_rejected',
    subject: 'Your PharmaChat doctor registration was not approved',
    body: `Hello Dr. ${p.lastName},\n\nYour doctor account application was not approved: ${p.reason}\n\nPlease contact support for details.` + signature,
  };
}
