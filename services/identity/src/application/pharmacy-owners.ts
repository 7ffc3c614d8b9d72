import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CommandPipeline, defineCommand, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { pharmacyOwnerDetails, pharmacyRegistrationDetails, type EventData } from '@pharmachat/proto';
import { IdentityErrors } from '../domain/identity.exception';
import { checkPharmacyAllowsSignIn, KnownPharmacy, type PharmacyStanding } from '../domain/pharmacy-standing';
import { StaffUser } from '../domain/staff-user';
import { findStaffUserByUsername, isUniqueViolation } from '../infrastructure/account.repository';
import { captchaPayload, newPassword } from './identity.inputs';
import type { CaptchaCheck, PasswordCheck } from './ports';
import type { SignInSessions } from './sign-in-sessions';

/** The registration form (spec part 1 sections 3 and 5): the pharmacy, its owner (e-mail = username) and the captcha. */
export const pharmacyRegistrationInput = z.object({
  pharmacy: pharmacyRegistrationDetails,
  owner: pharmacyOwnerDetails.extend({ password: newPassword(8) }),
  captcha: captchaPayload,
});
export type PharmacyRegistrationInput = z.input<typeof pharmacyRegistrationInput>;
type RegistrationCommand = z.output<typeof pharmacyRegistrationInput>;

/** What the registrant is told: the registration is in, pending approval. */
export interface PharmacyRegistrationReceipt {
  pharmacyId: string;
  owner: StaffUser;
}

const emailTaken = () => IdentityErrors.emailTaken({ field: 'owner.username' });

/**
 * Identity's part of a pharmacy's life: the owner's account of a self-registration (the first step of the
 * registration saga, see docs/architecture.md), the compensation when the pharmacy service refuses the pharmacy,
 * the pharmacy's standing for sign-in (from its events), and deleting a deleted pharmacy's accounts.
 */
export class PharmacyOwners {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SignInSessions,
    private readonly captcha: CaptchaCheck,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /**
   * POST /api/pharmacy-registration: open to anyone with a solved captcha. In one transaction: the owner's account
   * (pharmacy_admin of a new pharmacy id), the pharmacy's standing `registering` (its owner is told it awaits
   * approval) and `identity.pharmacy-owner.registered`, on which the pharmacy service creates the pharmacy. A taken
   * e-mail refuses the whole registration here: nothing is created anywhere.
   */
  submitRegistration(principal: Principal | null, input: PharmacyRegistrationInput): Promise<PharmacyRegistrationReceipt> {
    return this.commands.run(this.submitCommand, principal, input);
  }

  private readonly submitCommand = defineCommand({
    name: 'identity.submitPharmacyRegistration',
    input: pharmacyRegistrationInput,
    authorize: (principal: Principal | null) => principal,
    prepare: async (command: RegistrationCommand, principal: Principal | null) => {
      // a taken e-mail is told before the captcha is spent; the transaction checks again
      if (await findStaffUserByUsername(this.db.em(), command.owner.username)) throw emailTaken();
      if (principal?.kind !== 'system') await this.captcha.verify(command.captcha);
      const [firstName, ...rest] = command.owner.name.split(/\s+/);
      const owner = StaffUser.create({
        username: command.owner.username,
        email: command.owner.username,
        role: 'pharmacy_admin',
        pharmacyId: randomUUID(),
        firstName: firstName ?? null,
        lastName: rest.join(' ') || null,
        passwordHash: await this.passwords.hash(command.owner.password),
      });
      return { command, owner };
    },
    execute: async (tx, { command, owner }: { command: RegistrationCommand; owner: StaffUser }) => {
      if (await findStaffUserByUsername(tx.em, owner.username)) throw emailTaken();
      const pharmacyId = owner.pharmacyId!;
      tx.em.persist(owner);
      tx.em.persist(KnownPharmacy.registering(pharmacyId, owner.id));
      tx.publish('identity.user.created', { aggregateId: owner.id, tenantId: pharmacyId, data: { userId: owner.id, username: owner.username, role: owner.role, pharmacyId } });
      tx.publish('identity.pharmacy-owner.registered', {
        aggregateId: pharmacyId,
        tenantId: pharmacyId,
        data: { userId: owner.id, pharmacyId, owner: { name: command.owner.name, username: owner.username }, pharmacy: command.pharmacy },
      });
      try {
        await tx.em.flush();
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      this.logger.info({ userId: owner.id, pharmacyId }, 'pharmacy registration received; owner account created');
      return { pharmacyId, owner };
    },
    replay: {
      save: (receipt: PharmacyRegistrationReceipt) => ({ userId: receipt.owner.id }),
      load: async (em, saved) => {
        const owner = await em.findOne(StaffUser, { id: String(saved.userId) });
        return owner?.pharmacyId ? { pharmacyId: owner.pharmacyId, owner } : null;
      },
    },
  });

  /** Whether the pharmacy's staff may sign in (throws the refusal a person is told). */
  async checkSignIn(tx: Pick<Transaction, 'em'>, user: StaffUser): Promise<void> {
    if (!user.pharmacyId || user.role === 'super_admin') return;
    checkPharmacyAllowsSignIn(await tx.em.findOne(KnownPharmacy, { pharmacyId: user.pharmacyId }));
  }

  // ---- event handlers (each in the consumer's transaction) ----

  /** pharmacy.pharmacy.*: the pharmacy's standing follows its status; a suspension ends its staff's sessions. */
  async recordStanding(tx: Transaction, pharmacyId: string, status: PharmacyStanding, reason: string | null = null, at: Date = new Date(), registration = false): Promise<void> {
    // the row first, as an insert that yields to a concurrent one: the registered and approved events of a pharmacy
    // the super admin adds are handled by two consumers at once, and both would insert otherwise (a duplicate key
    // that held this pharmacy's later events, its deletion too, behind the retry)
    const inserted = await tx.em.execute<{ pharmacy_id: string }[]>(
      'insert into identity.known_pharmacy (pharmacy_id, status, updated_at) values (?, ?, ?) on conflict (pharmacy_id) do nothing returning pharmacy_id',
      [pharmacyId, status, at],
    );
    const known = (await tx.em.findOne(KnownPharmacy, { pharmacyId }, { refresh: true })) ?? Object.assign(new KnownPharmacy(), { pharmacyId });
    // each event has its own consumer: an older event (or a registration at the same moment) must not undo a newer one
    if (inserted.length === 0 && (at < known.updatedAt || (registration && at.getTime() === known.updatedAt.getTime()))) return;
    known.status = status;
    known.reason = status === 'rejected' ? reason : null;
    known.updatedAt = at;
    tx.em.persist(known);
    if (status === 'suspended') {
      for (const user of await tx.em.find(StaffUser, { pharmacyId })) await this.sessions.endAllFor(tx, 'staff', user.id, 'deactivated');
    }
  }

  /**
   * pharmacy.registration.refused, the saga's compensation: the pharmacy was never created, so the owner's account
   * of that registration goes (with its sessions) and nothing of the registration remains.
   */
  async undoRegistration(tx: Transaction, refusal: EventData<'pharmacy.registration.refused'>): Promise<void> {
    const owner = await tx.em.findOne(StaffUser, { id: refusal.ownerUserId });
    if (owner && owner.pharmacyId === refusal.pharmacyId) {
      await this.sessions.endAllFor(tx, 'staff', owner.id, 'deleted');
      tx.em.remove(owner);
      tx.publish('identity.user.deleted', { aggregateId: owner.id, tenantId: refusal.pharmacyId, data: { userId: owner.id, pharmacyId: refusal.pharmacyId } });
    }
    const known = await tx.em.findOne(KnownPharmacy, { pharmacyId: refusal.pharmacyId });
    if (known) tx.em.remove(known);
    this.logger.warn({ pharmacyId: refusal.pharmacyId, ownerUserId: refusal.ownerUserId, reason: refusal.reason }, 'pharmacy registration refused; owner account removed');
  }

  /** pharmacy.pharmacy.deleted: every account of the pharmacy goes (sessions ended); the counts go back to pharmacy. */
  async deletePharmacyAccounts(tx: Transaction, deleted: EventData<'pharmacy.pharmacy.deleted'>): Promise<void> {
    const users = await tx.em.find(StaffUser, { pharmacyId: deleted.pharmacyId });
    for (const user of users) {
      await this.sessions.endAllFor(tx, 'staff', user.id, 'deleted');
      tx.em.remove(user);
      tx.publish('identity.user.deleted', { aggregateId: user.id, tenantId: deleted.pharmacyId, data: { userId: user.id, pharmacyId: deleted.pharmacyId } });
    }
    const known = await tx.em.nativeDelete(KnownPharmacy, { pharmacyId: deleted.pharmacyId });
    tx.publish('identity.pharmacy-data.deleted', {
      aggregateId: deleted.pharmacyId,
      tenantId: deleted.pharmacyId,
      data: { pharmacyId: deleted.pharmacyId, deletionId: deleted.deletionId, counts: { staff_accounts: users.length, pharmacy_standing: known } },
    });
    this.logger.info({ pharmacyId: deleted.pharmacyId, staffAccounts: users.length }, 'deleted pharmacy: staff accounts removed');
  }
}
