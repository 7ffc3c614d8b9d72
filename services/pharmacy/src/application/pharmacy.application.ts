import { z } from 'zod';
import { CommandPipeline, defineCommand, isUuid, requirePrincipal, requireRole, requireStaffOfPharmacy, type CaptchaVerifier, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import { isKnownTimeZone, TIME_PATTERN, type OperatingHours } from '../domain/opening-hours';
import { DEFAULT_TIME_ZONE, Pharmacy } from '../domain/pharmacy';
import { PharmacyErrors } from '../domain/pharmacy.exception';
import { approvedMail } from '../domain/pharmacy-mails';
import type { MailOutbox } from './mail-outbox';
import { PharmacyAdministration } from './pharmacy-administration';

const openingTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Opening times must be given as HH:MM (00:00 to 23:59)');
const closingTime = z.string().regex(TIME_PATTERN, 'Closing times must be given as HH:MM (00:00 to 24:00)');
const dayHours = z.object({ isOpen: z.boolean(), openTime: openingTime, closeTime: closingTime }, 'Operating hours are required');
const operatingHours = z.object(
  {
    monday: dayHours,
    tuesday: dayHours,
    wednesday: dayHours,
    thursday: dayHours,
    friday: dayHours,
    saturday: dayHours,
    sunday: dayHours,
  },
  'Operating hours are required',
) satisfies z.ZodType<OperatingHours>;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The registration and location form's rules, with its messages. */
export const registerPharmacyInput = z.object({
  name: z.string('Pharmacy name is required').trim().min(2, 'Pharmacy name is required').max(200, 'Pharmacy name can be at most 200 characters'),
  address: z.string('Complete address is required').trim().min(5, 'Complete address is required').max(500, 'Address can be at most 500 characters'),
  phone: z
    .string('Valid phone number is required')
    .trim()
    .refine((value) => /^[+\d\s().-]+$/.test(value) && digitsOf(value).length >= 10 && digitsOf(value).length <= 15, 'Valid phone number is required'),
  email: z.string('Valid email is required').trim().pipe(z.email('Valid email is required')),
  licenseNumber: z.string('License number is required').trim().min(3, 'License number is required').max(100, 'License number can be at most 100 characters'),
  operatingHours: operatingHours.nullish().transform((value) => value ?? undefined),
  timeZone: z
    .string()
    .trim()
    .refine(isKnownTimeZone, 'Time zone must be an IANA name such as America/Chicago')
    .nullish()
    .transform((value) => value || DEFAULT_TIME_ZONE),
});
export type RegisterPharmacyInput = z.input<typeof registerPharmacyInput>;
type RegisterPharmacyOutput = z.output<typeof registerPharmacyInput>;

const pharmacyNotFound = () => PharmacyErrors.pharmacyNotFound();

/** Which view of a pharmacy a caller gets: everything (its own staff, super admins) or the public face. */
export type PharmacyAccess = 'owner' | 'public';

/** The pharmacy context's use cases: validate -> authorize -> transaction (state + outbox) -> respond. */
export class PharmacyApplication {
  private readonly commands: CommandPipeline;
  /** the super admin's pharmacy management and the pharmacy's steps of the registration saga */
  readonly administration: PharmacyAdministration;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly captcha: Pick<CaptchaVerifier, 'verify'>,
    /** the owners' mails (registration, approval, rejection, the approval message) */
    readonly mail: MailOutbox,
  ) {
    this.commands = new CommandPipeline(db, logger);
    this.administration = new PharmacyAdministration(db, mail, logger);
  }

  /**
   * Registers a pharmacy without an owner, for review: the host's seed and super admins. (The public form registers a
   * pharmacy together with its owner's account: identity's submitPharmacyRegistration, see docs/architecture.md.) It
   * stays out of the directory until a super admin approves it.
   */
  registerPharmacy(principal: Principal | null, input: RegisterPharmacyInput & { captcha?: string | null }): Promise<Pharmacy> {
    return this.commands.run(this.registerCommand, principal, input);
  }

  /** Registration as a command (takes an Idempotency-Key: a retried form registers the pharmacy once). */
  private readonly registerCommand = defineCommand({
    name: 'pharmacy.registerPharmacy',
    input: registerPharmacyInput.extend({ captcha: z.string().nullish() }),
    // the public form registers a pharmacy with its owner (identity's submitPharmacyRegistration, a saga); a pharmacy
    // without an owner is the host's (seed) or a super admin's to create
    authorize: (principal: Principal | null) => requireRole(principal, ['super_admin']),
    prepare: async (command: RegisterPharmacyOutput & { captcha?: string | null }, principal: Principal | null) => {
      // the public form carries a captcha (each solution works once); the host's own seeding does not
      if (principal?.kind !== 'system') await this.captcha.verify(command.captcha);
      return Pharmacy.register(command);
    },
    execute: async (tx, pharmacy: Pharmacy, principal) => {
      tx.em.persist(pharmacy);
      tx.publish('pharmacy.pharmacy.registered', {
        aggregateId: pharmacy.id,
        tenantId: pharmacy.id,
        data: { pharmacyId: pharmacy.id, name: pharmacy.name, status: pharmacy.status, phone: pharmacy.phone },
      });
      this.logger.info({ pharmacyId: pharmacy.id, registeredBy: principal?.subject ?? null }, 'pharmacy registered for review');
      return pharmacy;
    },
    replay: {
      save: (pharmacy: Pharmacy) => ({ pharmacyId: pharmacy.id }),
      load: (em, saved) => em.findOne(Pharmacy, { id: String(saved.pharmacyId) }),
    },
  });

  /** A super admin approves a pending registration: the pharmacy becomes active and public. */
  async approvePharmacy(principal: Principal | null, id: string): Promise<Pharmacy> {
    const pharmacy = await this.commands.run(this.approveCommand, principal, { id });
    this.logger.info({ pharmacyId: pharmacy.id }, 'pharmacy approved');
    return pharmacy;
  }

  /** Approval: super admins only; the pharmacy becomes active and its approval event carries what others need. */
  private readonly approveCommand = defineCommand({
    name: 'pharmacy.approvePharmacy',
    input: z.object({ id: z.string() }),
    authorize: (principal: Principal | null) => requireRole(principal, ['super_admin']),
    execute: async (tx, { id }) => {
      const found = isUuid(id) ? await tx.em.findOne(Pharmacy, { id: id.toLowerCase() }) : null;
      if (!found) throw pharmacyNotFound();
      found.approve();
      publishApproved(tx, found);
      // the owner hears of it (pharmacies the host seeds or a super admin adds have no owner to tell)
      if (found.ownerEmail) this.mail.queue(tx, found.id, found.contactEmail, approvedMail({ ownerName: found.contactName, pharmacyName: found.name }));
      return found;
    },
  });

  /** The public directory: active pharmacies, by name. */
  async listPublicPharmacies(): Promise<Pharmacy[]> {
    const pharmacies = await this.db.em().find(Pharmacy, { status: 'active' });
    return pharmacies.sort(byName);
  }

  /**
   * Every pharmacy whatever its status, by name (the role switcher's list, GET /api/auth/pharmacies). A super
   * admin gets all of them, also while viewing as another role (the switcher stays theirs); a pharmacy admin
   * only their own pharmacy, the one they can view as staff.
   */
  async listAllPharmacies(principal: Principal | null): Promise<Pharmacy[]> {
    const caller = requirePrincipal(principal);
    const realRole = caller.actualRole ?? caller.role;
    if (caller.kind === 'system' || (caller.kind === 'staff' && realRole === 'super_admin')) {
      return (await this.db.em().find(Pharmacy, {})).sort(byName);
    }
    if (caller.kind === 'staff' && realRole === 'pharmacy_admin' && caller.pharmacyId) {
      const own = await this.find(caller.pharmacyId);
      return own ? [own] : [];
    }
    throw PharmacyErrors.notYourPharmacy();
  }

  /** One pharmacy of the public directory; a pharmacy that is not active does not exist for the public. */
  async getPublicPharmacy(id: string): Promise<Pharmacy> {
    const pharmacy = await this.find(id);
    // a suspended pharmacy is out of the finder; a patient who kept its link is told why, not that it does not exist
    if (pharmacy?.status === 'suspended') throw PharmacyErrors.notTakingChats();
    if (!pharmacy?.isPublic) throw pharmacyNotFound();
    return pharmacy;
  }

  /** The owner view (settings, licence, status): for staff of that pharmacy and super admins only. */
  async getPharmacy(principal: Principal | null, id: string): Promise<Pharmacy> {
    requirePrincipal(principal);
    const found = await this.getPharmacyFor(principal, id);
    if (found.access !== 'owner') throw pharmacyNotFound();
    return found.pharmacy;
  }

  /**
   * A pharmacy as the caller may see it: the owner view for its staff and super admins, else the public view of
   * an active pharmacy. Used where other subgraphs refer to a pharmacy (e.g. ChatSession.pharmacy).
   */
  async getPharmacyFor(principal: Principal | null, id: string): Promise<{ pharmacy: Pharmacy; access: PharmacyAccess }> {
    const pharmacy = await this.find(id);
    if (!pharmacy) throw pharmacyNotFound();
    if (this.isOwner(principal, pharmacy)) return { pharmacy, access: 'owner' };
    if (pharmacy.isPublic) return { pharmacy, access: 'public' };
    throw pharmacyNotFound();
  }

  // ---- helpers ----

  private isOwner(principal: Principal | null, pharmacy: Pharmacy): boolean {
    if (!principal) return false;
    try {
      requireStaffOfPharmacy(principal, pharmacy.id);
      return true;
    } catch {
      return false;
    }
  }

  private find(id: string): Promise<Pharmacy | null> {
    return isUuid(id) ? this.db.em().findOne(Pharmacy, { id }) : Promise.resolve(null);
  }
}

/** pharmacy.pharmacy.approved with what other services need of an active pharmacy (hours, time zone, emergency contact). */
export function publishApproved(tx: Transaction, pharmacy: Pharmacy): void {
  tx.publish('pharmacy.pharmacy.approved', {
    aggregateId: pharmacy.id,
    tenantId: pharmacy.id,
    data: {
      pharmacyId: pharmacy.id,
      name: pharmacy.name,
      status: 'active',
      phone: pharmacy.phone,
      operatingHours: pharmacy.operatingHours,
      timeZone: pharmacy.timeZone,
      emergencyContact: pharmacy.settings?.emergencyContact ?? null,
    },
  });
}

function byName(a: Pharmacy, b: Pharmacy): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}
