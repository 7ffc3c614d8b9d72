import { z } from 'zod';
import { CommandPipeline, defineCommand, isUuid, requireRole, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { pharmacyRegistrationDetails, type EventData } from '@pharmachat/proto';
import { MailMessage } from '../domain/mail-message';
import { operatingHoursFromText } from '../domain/opening-hours-text';
import { DEFAULT_TIME_ZONE, Pharmacy, pharmacyStatuses, type PharmacyStatus } from '../domain/pharmacy';
import { PharmacyDeletion } from '../domain/pharmacy-deletion';
import {
  approvalMessageMail,
  reactivatedMail,
  registrationReceivedMail,
  registrationRefusedMail,
  rejectedMail,
  suspendedMail,
} from '../domain/pharmacy-mails';
import { PharmacyErrors } from '../domain/pharmacy.exception';
import { isKnownTimeZone, type OperatingHours } from '../domain/opening-hours';
import type { MailOutbox } from './mail-outbox';
import { publishApproved, registerPharmacyInput } from './pharmacy.application';
import { LockMode } from '@mikro-orm/core';

const idInput = z.object({ id: z.string() });

const reasonText = z
  .string('Please give a reason for the rejection (at least 5 characters).')
  .trim()
  .min(5, 'Please give a reason for the rejection (at least 5 characters).')
  .max(2000, 'The reason can be at most 2000 characters.');

const messageText = z
  .string('Please write the message (at least 5 characters).')
  .trim()
  .min(5, 'Please write the message (at least 5 characters).')
  .max(10_000, 'The message can be at most 10000 characters.');

/** The super admin's Add Pharmacy form: the registration fields and the status it starts in. */
// a function: pharmacy.application.ts imports this module, so its schema is read once both are loaded
const createPharmacyInput = () =>
  registerPharmacyInput.extend({
    status: z.enum(['active', 'pending_approval', 'suspended'], 'Status must be active, pending_approval or suspended').nullish(),
  });
export type CreatePharmacyInput = z.input<ReturnType<typeof createPharmacyInput>>;

/** The admin table's filter. */
export interface AdminPharmacyFilter {
  search?: string | null;
  status?: PharmacyStatus | null;
}

const superAdminOnly = (principal: Principal | null) => {
  try {
    return requireRole(principal, ['super_admin']);
  } catch (error) {
    if (!principal) throw error;
    throw PharmacyErrors.superAdminsOnly();
  }
};

/**
 * The super admin's pharmacy management (spec part 2 section 2.16) and the pharmacy's steps of the registration saga:
 * creating a registered owner's pharmacy (or refusing it), approving, rejecting, suspending, reactivating, the
 * approval message, adding and deleting. Every change publishes its event and queues the owner's mail in the same
 * transaction.
 */
export class PharmacyAdministration {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  // ---- the registration saga (identity -> pharmacy -> identity on refusal) ----

  /**
   * identity.pharmacy-owner.registered: the owner's account exists; create their pharmacy, pending approval, with the
   * id identity chose, and mail the owner that the registration arrived. A registration the pharmacy service cannot
   * take (its details break the contract, or its licence number is already registered) is refused: nothing is created,
   * `pharmacy.registration.refused` tells identity to remove the owner's account, and the owner is mailed why.
   */
  async createRegisteredPharmacy(tx: Transaction, registration: EventData<'identity.pharmacy-owner.registered'>): Promise<void> {
    const existing = await tx.em.findOne(Pharmacy, { id: registration.pharmacyId });
    if (existing) return; // already created (the inbox makes a redelivery a no-op; this is the belt to its braces)
    const refuse = (reason: string) => {
      tx.publish('pharmacy.registration.refused', {
        aggregateId: registration.pharmacyId,
        tenantId: registration.pharmacyId,
        data: { pharmacyId: registration.pharmacyId, ownerUserId: registration.userId, reason },
      });
      this.mail.queue(tx, null, registration.owner.username, registrationRefusedMail({ ownerName: registration.owner.name, pharmacyName: registration.pharmacy.name, reason }));
      this.logger.warn({ pharmacyId: registration.pharmacyId, reason }, 'pharmacy registration refused');
    };
    const details = pharmacyRegistrationDetails.safeParse(registration.pharmacy);
    if (!details.success) return refuse(details.error.issues[0]?.message ?? 'The registration details are not valid.');
    const timeZone = details.data.timeZone && isKnownTimeZone(details.data.timeZone) ? details.data.timeZone : DEFAULT_TIME_ZONE;
    const licenseTaken = await tx.em.count(Pharmacy, { licenseNumber: { $ilike: escapeLike(details.data.licenseNumber) }, status: { $ne: 'rejected' } });
    if (licenseTaken > 0) return refuse('A pharmacy with this license number is already registered.');

    const hoursText = typeof details.data.operatingHours === 'string' ? details.data.operatingHours : null;
    const hours = hoursText ? operatingHoursFromText(hoursText) : { hours: details.data.operatingHours as OperatingHours, understood: true };
    const pharmacy = Pharmacy.register({ ...details.data, operatingHours: hours.hours, timeZone });
    pharmacy.id = registration.pharmacyId;
    // hours the form's text did not make clear are shown to patients as written, until the owner sets them in Settings
    if (hoursText && !hours.understood) pharmacy.settings = { ...pharmacy.settings, businessHours: hoursText };
    pharmacy.ownerUserId = registration.userId;
    pharmacy.ownerName = registration.owner.name;
    pharmacy.ownerEmail = registration.owner.username;
    tx.em.persist(pharmacy);
    tx.publish('pharmacy.pharmacy.registered', {
      aggregateId: pharmacy.id,
      tenantId: pharmacy.id,
      data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: pharmacy.status, phone: pharmacy.phone },
    });
    this.mail.queue(tx, pharmacy.id, pharmacy.contactEmail, registrationReceivedMail({ ownerName: pharmacy.contactName, pharmacyName: pharmacy.name, username: registration.owner.username }));
    this.logger.info({ pharmacyId: pharmacy.id, ownerUserId: registration.userId }, 'pharmacy registered by its owner, pending approval');
  }

  // ---- the super admin's table ----

  /** Every pharmacy, newest registration first, filtered by a search over name, e-mail, phone, address, licence and owner, and by status. */
  async listForAdmin(principal: Principal | null, filter: AdminPharmacyFilter = {}): Promise<Pharmacy[]> {
    superAdminOnly(principal);
    const where: Record<string, unknown> = {};
    if (filter.status) {
      if (!(pharmacyStatuses as readonly string[]).includes(filter.status)) throw PharmacyErrors.pharmacyNotFound();
      where.status = filter.status;
    }
    const search = filter.search?.trim().slice(0, 200);
    if (search) {
      const like = `%${escapeLike(search)}%`;
      where.$or = ['name', 'email', 'phone', 'address', 'licenseNumber', 'ownerName', 'ownerEmail'].map((field) => ({ [field]: { $ilike: like } }));
    }
    return this.db.em().find(Pharmacy, where, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** One pharmacy's record of deletion (what each service deleted), newest first (super admins). */
  async listDeletions(principal: Principal | null): Promise<PharmacyDeletion[]> {
    superAdminOnly(principal);
    return this.db.em().find(PharmacyDeletion, {}, { orderBy: { deletedAt: 'desc', id: 'desc' }, limit: 200 });
  }

  // ---- review ----

  rejectPharmacy(principal: Principal | null, id: string, reason: string): Promise<Pharmacy> {
    return this.commands.run(this.rejectCommand, principal, { id, reason });
  }

  private readonly rejectCommand = defineCommand({
    name: 'pharmacy.rejectPharmacy',
    input: z.object({ id: z.string(), reason: reasonText }),
    authorize: superAdminOnly,
    execute: async (tx, { id, reason }) => {
      const pharmacy = await this.load(tx, id);
      pharmacy.reject(reason);
      tx.publish('pharmacy.pharmacy.rejected', { aggregateId: pharmacy.id, tenantId: pharmacy.id, data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: 'rejected', phone: pharmacy.phone, reason } });
      this.mail.queue(tx, pharmacy.id, pharmacy.contactEmail, rejectedMail({ ownerName: pharmacy.contactName, pharmacyName: pharmacy.name, reason }));
      this.logger.info({ pharmacyId: pharmacy.id }, 'pharmacy rejected');
      return pharmacy;
    },
  });

  suspendPharmacy(principal: Principal | null, id: string): Promise<Pharmacy> {
    return this.commands.run(this.suspendCommand, principal, { id });
  }

  private readonly suspendCommand = defineCommand({
    name: 'pharmacy.suspendPharmacy',
    input: idInput,
    authorize: superAdminOnly,
    execute: async (tx, { id }) => {
      const pharmacy = await this.load(tx, id);
      pharmacy.suspend();
      tx.publish('pharmacy.pharmacy.suspended', { aggregateId: pharmacy.id, tenantId: pharmacy.id, data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: 'suspended', phone: pharmacy.phone } });
      this.mail.queue(tx, pharmacy.id, pharmacy.contactEmail, suspendedMail({ ownerName: pharmacy.contactName, pharmacyName: pharmacy.name }));
      this.logger.info({ pharmacyId: pharmacy.id }, 'pharmacy suspended');
      return pharmacy;
    },
  });

  reactivatePharmacy(principal: Principal | null, id: string): Promise<Pharmacy> {
    return this.commands.run(this.reactivateCommand, principal, { id });
  }

  private readonly reactivateCommand = defineCommand({
    name: 'pharmacy.reactivatePharmacy',
    input: idInput,
    authorize: superAdminOnly,
    execute: async (tx, { id }) => {
      const pharmacy = await this.load(tx, id);
      pharmacy.reactivate();
      tx.publish('pharmacy.pharmacy.reactivated', { aggregateId: pharmacy.id, tenantId: pharmacy.id, data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: 'active', phone: pharmacy.phone } });
      this.mail.queue(tx, pharmacy.id, pharmacy.contactEmail, reactivatedMail({ ownerName: pharmacy.contactName, pharmacyName: pharmacy.name }));
      this.logger.info({ pharmacyId: pharmacy.id }, 'pharmacy reactivated');
      return pharmacy;
    },
  });

  /**
   * Send Approval Message: the super admin's own text to an approved pharmacy's owner, by mail; with `sendSms` also
   * as a text to the pharmacy's phone (chat's SMS port, on pharmacy.approval-message.sent).
   */
  sendApprovalMessage(principal: Principal | null, id: string, message: string, sendSms: boolean): Promise<{ pharmacy: Pharmacy; mail: MailMessage }> {
    return this.commands.run(this.approvalMessageCommand, principal, { id, message, sendSms });
  }

  private readonly approvalMessageCommand = defineCommand({
    name: 'pharmacy.sendApprovalMessage',
    input: z.object({ id: z.string(), message: messageText, sendSms: z.boolean().default(false) }),
    authorize: superAdminOnly,
    execute: async (tx, { id, message, sendSms }) => {
      const pharmacy = await this.load(tx, id);
      if (pharmacy.status !== 'active') throw PharmacyErrors.notApprovedForMessage();
      const mail = this.mail.queue(tx, pharmacy.id, pharmacy.contactEmail, approvalMessageMail({ pharmacyName: pharmacy.name, message }));
      tx.publish('pharmacy.approval-message.sent', {
        aggregateId: pharmacy.id,
        tenantId: pharmacy.id,
        data: { pharmacyId: pharmacy.id, messageId: mail.id, message, sendSms, phone: pharmacy.phone },
      });
      this.logger.info({ pharmacyId: pharmacy.id, mailId: mail.id, sendSms }, 'approval message sent');
      return { pharmacy, mail };
    },
  });

  // ---- add and delete ----

  /** Add Pharmacy (super admin): created in the status the form chose (default active: approved at once). */
  createPharmacy(principal: Principal | null, input: CreatePharmacyInput): Promise<Pharmacy> {
    return this.commands.run(this.createCommand, principal, input);
  }

  private readonly createCommand = defineCommand({
    name: 'pharmacy.createPharmacy',
    input: createPharmacyInput(),
    authorize: superAdminOnly,
    execute: async (tx, input) => {
      const pharmacy = Pharmacy.register(input);
      tx.em.persist(pharmacy);
      tx.publish('pharmacy.pharmacy.registered', { aggregateId: pharmacy.id, tenantId: pharmacy.id, data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: pharmacy.status, phone: pharmacy.phone } });
      const status = input.status ?? 'active';
      if (status !== 'pending_approval') {
        pharmacy.approve();
        publishApproved(tx, pharmacy);
      }
      if (status === 'suspended') {
        pharmacy.suspend();
        tx.publish('pharmacy.pharmacy.suspended', { aggregateId: pharmacy.id, tenantId: pharmacy.id, data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: 'suspended', phone: pharmacy.phone } });
      }
      this.logger.info({ pharmacyId: pharmacy.id, status: pharmacy.status }, 'pharmacy added by a super admin');
      return pharmacy;
    },
    replay: {
      save: (pharmacy: Pharmacy) => ({ pharmacyId: pharmacy.id }),
      load: (em, saved) => em.findOne(Pharmacy, { id: String(saved.pharmacyId) }),
    },
  });

  /**
   * Delete (super admin, after a confirmation): the pharmacy and its mails go here, the record of the deletion is
   * kept, and `pharmacy.pharmacy.deleted` asks every other service to delete its own rows of it; each reports its
   * counts back (`<service>.pharmacy-data.deleted`), recorded on the deletion by `recordDataDeleted`.
   */
  deletePharmacy(principal: Principal | null, id: string): Promise<PharmacyDeletion> {
    return this.commands.run(this.deleteCommand, principal, { id });
  }

  private readonly deleteCommand = defineCommand({
    name: 'pharmacy.deletePharmacy',
    input: idInput,
    authorize: superAdminOnly,
    execute: async (tx, { id }, caller) => {
      const pharmacy = await this.load(tx, id);
      const mails = await tx.em.nativeDelete(MailMessage, { pharmacyId: pharmacy.id });
      tx.em.remove(pharmacy);
      const deletion = PharmacyDeletion.record({ pharmacyId: pharmacy.id, name: pharmacy.name, deletedBy: caller.kind === 'staff' ? (caller.username ?? caller.subject) : caller.kind, ownCounts: { pharmacies: 1, mails } });
      tx.em.persist(deletion);
      tx.publish('pharmacy.pharmacy.deleted', {
        aggregateId: pharmacy.id,
        tenantId: pharmacy.id,
        data: { pharmacyId: pharmacy.id, deletionId: deletion.id, name: pharmacy.name, deletedBy: deletion.deletedBy, deletedAt: deletion.deletedAt.toISOString() },
      });
      this.logger.info({ pharmacyId: pharmacy.id, deletionId: deletion.id, by: deletion.deletedBy }, 'pharmacy deleted');
      return deletion;
    },
  });

  /** `<service>.pharmacy-data.deleted`: what that service deleted, on the deletion's record. */
  async recordDataDeleted(tx: Transaction, service: string, report: EventData<'chat.pharmacy-data.deleted'>): Promise<void> {
    // the row locked until commit: five services report at once, and each adds to the same record (without the
    // lock, two reports read the same record and the later commit dropped the other's counts)
    const deletion = await tx.em.findOne(PharmacyDeletion, { id: report.deletionId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!deletion) return;
    deletion.report(service, report.counts);
    this.logger.info({ pharmacyId: report.pharmacyId, service, counts: report.counts, complete: deletion.complete }, 'pharmacy data deleted by a service');
  }

  // ---- helpers ----

  private async load(tx: Transaction, id: string): Promise<Pharmacy> {
    const pharmacy = isUuid(id) ? await tx.em.findOne(Pharmacy, { id: id.toLowerCase() }) : null;
    if (!pharmacy) throw PharmacyErrors.pharmacyNotFound();
    return pharmacy;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
