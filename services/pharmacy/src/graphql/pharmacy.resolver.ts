import { referenceResolver, withContext } from '@pharmachat/chassis';
import type { PharmacyAccess, PharmacyApplication } from '../application/pharmacy.application';
import type { CreatePharmacyInput } from '../application/pharmacy-administration';
import { emergencyNumberFor, platformEmergencyNumber } from '../domain/emergency-number';
import type { MailMessage } from '../domain/mail-message';
import type { Pharmacy } from '../domain/pharmacy';
import type { PharmacyDeletion } from '../domain/pharmacy-deletion';
import type { Resolvers } from './resolvers.generated';

/** A pharmacy as GraphQL shows it; what only its staff may see is null in the public view. */
export function pharmacyView(pharmacy: Pharmacy, access: PharmacyAccess, now = new Date(), platformNumber = platformEmergencyNumber(process.env)) {
  const owner = access === 'owner';
  return {
    id: pharmacy.id,
    name: pharmacy.name,
    address: pharmacy.address,
    phone: pharmacy.phone,
    email: owner ? pharmacy.email : null,
    licenseNumber: owner ? pharmacy.licenseNumber : null,
    openingHours: pharmacy.openingHours,
    operatingHours: pharmacy.operatingHours,
    timeZone: pharmacy.timeZone,
    isOnline: pharmacy.isOnline(now),
    emergencyNumber: emergencyNumberFor(pharmacy.timeZone, platformNumber),
    status: owner ? pharmacy.status : null,
    createdAt: pharmacy.createdAt.toISOString(),
    settings: owner ? pharmacy.settings : null,
    // what a patient reads when they start a chat: public
    chatGreeting: pharmacy.settings?.chatGreeting ?? '',
    businessHours: pharmacy.settings?.businessHours || pharmacy.openingHours,
    ownerName: owner ? pharmacy.ownerName : null,
    ownerEmail: owner ? pharmacy.ownerEmail : null,
    rejectionReason: owner ? pharmacy.rejectionReason : null,
    approvedAt: owner ? (pharmacy.approvedAt?.toISOString() ?? null) : null,
    suspendedAt: owner ? (pharmacy.suspendedAt?.toISOString() ?? null) : null,
  };
}

/** A mail as GraphQL shows it. */
export function mailView(mail: MailMessage) {
  return {
    id: mail.id,
    pharmacyId: mail.pharmacyId,
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    body: mail.body,
    status: mail.status,
    provider: mail.provider,
    providerMessageId: mail.providerMessageId,
    error: mail.error,
    attempts: mail.attempts,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}

export function deletionView(deletion: PharmacyDeletion) {
  return {
    id: deletion.id,
    pharmacyId: deletion.pharmacyId,
    name: deletion.name,
    deletedBy: deletion.deletedBy,
    deletedAt: deletion.deletedAt.toISOString(),
    complete: deletion.complete,
    reports: Object.entries(deletion.reports).map(([service, report]) => ({
      service,
      reportedAt: report.reportedAt,
      counts: Object.entries(report.counts).map(([what, count]) => ({ what, count })),
    })),
  };
}

export type PharmacyView = ReturnType<typeof pharmacyView>;

export function pharmacyResolvers(app: PharmacyApplication): Resolvers {
  // read once: the platform's number for pages without a pharmacy and for time zones not in the table
  const platformNumber = platformEmergencyNumber(process.env);
  const view = (pharmacy: Pharmacy, access: PharmacyAccess) => pharmacyView(pharmacy, access, new Date(), platformNumber);
  return {
    Query: {
      // the public directory is open to everyone
      publicPharmacies: withContext(async () => (await app.listPublicPharmacies()).map((pharmacy) => view(pharmacy, 'public'))),
      publicPharmacy: withContext(async ({ id }) => view(await app.getPublicPharmacy(id), 'public')),
      pharmacy: withContext(async ({ id }, ctx) => view(await app.getPharmacy(ctx.principal, id), 'owner')),
      pharmacies: withContext(async (_args, ctx) => (await app.listAllPharmacies(ctx.principal)).map((pharmacy) => view(pharmacy, 'owner'))),
      // public, like the emergency line on every page
      emergencyNumber: () => platformNumber,
      adminPharmacies: withContext(async ({ search, status }, ctx) =>
        (await app.administration.listForAdmin(ctx.principal, { search, status })).map((pharmacy) => view(pharmacy, 'owner')),
      ),
      mailOutbox: withContext(async ({ first, after, pharmacyId }, ctx) => {
        const page = await app.mail.list(ctx.principal, { first, after, pharmacyId });
        return { ...page, mails: page.mails.map(mailView), provider: app.mail.provider };
      }),
      pharmacyDeletions: withContext(async (_args, ctx) => (await app.administration.listDeletions(ctx.principal)).map(deletionView)),
    },
    Mutation: {
      // open to everyone (the registration form); the registrant sees what they submitted
      registerPharmacy: withContext(async ({ input }, ctx) => view(await app.registerPharmacy(ctx.principal, input), 'owner')),
      approvePharmacy: withContext(async ({ id }, ctx) => view(await app.approvePharmacy(ctx.principal, id), 'owner')),
      rejectPharmacy: withContext(async ({ id, reason }, ctx) => view(await app.administration.rejectPharmacy(ctx.principal, id, reason), 'owner')),
      suspendPharmacy: withContext(async ({ id }, ctx) => view(await app.administration.suspendPharmacy(ctx.principal, id), 'owner')),
      reactivatePharmacy: withContext(async ({ id }, ctx) => view(await app.administration.reactivatePharmacy(ctx.principal, id), 'owner')),
      sendApprovalMessage: withContext(async ({ id, message, sendSms }, ctx) => {
        const sent = await app.administration.sendApprovalMessage(ctx.principal, id, message, sendSms ?? false);
        return { message: sent.mail.body, mail: mailView(sent.mail), pharmacy: view(sent.pharmacy, 'owner') };
      }),
      createPharmacy: withContext(async ({ input }, ctx) => view(await app.administration.createPharmacy(ctx.principal, input as CreatePharmacyInput), 'owner')),
      deletePharmacy: withContext(async ({ id }, ctx) => deletionView(await app.administration.deletePharmacy(ctx.principal, id))),
    },
    Pharmacy: {
      __resolveReference: referenceResolver(async (reference, ctx) => {
        const { pharmacy, access } = await app.getPharmacyFor(ctx.principal, reference.id);
        return view(pharmacy, access);
      }),
    },
  };
}
