import { z } from 'zod';
import { CommandPipeline, defineCommand, isUuid, requirePrincipal, requireRole, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { Pharmacy, type PharmacySettings } from '../domain/pharmacy';
import { LocationErrors, mayAddLocation, PharmacyPlan } from '../domain/pharmacy-locations';
import { PharmacyErrors } from '../domain/pharmacy.exception';
import { registerPharmacyInput } from './pharmacy.application';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The chatbot configuration and notification preferences of Settings (spec part 1, section 2); each field optional. */
const settingsInput = z.object({
  chatGreeting: z
    .string('Chat greeting must be text.')
    .trim()
    .min(1, 'Chat greeting is required: it is the first thing a patient reads.')
    .max(1000, 'Chat greeting can be at most 1000 characters.')
    .nullish(),
  businessHours: z.string('Business hours must be text.').trim().max(500, 'Business hours can be at most 500 characters.').nullish(),
  /** the number the safety reply tells patients to call; empty = the emergency number where the pharmacy is */
  emergencyContact: z
    .string('Emergency contact must be a phone number.')
    .trim()
    .max(40, 'Emergency contact can be at most 40 characters.')
    .refine((value) => value === '' || (/^[+\d\s().-]+$/.test(value) && digitsOf(value).length >= 2 && digitsOf(value).length <= 15), 'Emergency contact must be a phone number such as 911 or (217) 555-0100.')
    .nullish(),
  autoResponses: z.boolean('Auto responses must be on or off.').nullish(),
  escalationEnabled: z.boolean('Escalation must be on or off.').nullish(),
  notificationsEnabled: z.boolean('Notifications must be on or off.').nullish(),
});

const fields = registerPharmacyInput.shape;

/** Settings' and the location form's changes: every field optional, each with the registration form's rule. */
export const updatePharmacyInput = z.object({
  id: z.string(),
  name: fields.name.nullish(),
  address: fields.address.nullish(),
  phone: fields.phone.nullish(),
  email: fields.email.nullish(),
  licenseNumber: fields.licenseNumber.nullish(),
  operatingHours: fields.operatingHours,
  timeZone: z
    .string()
    .trim()
    .nullish()
    .superRefine((value, ctx) => {
      if (value && !fields.timeZone.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'Time zone must be an IANA name such as America/Chicago' });
    }),
  settings: settingsInput.nullish(),
});
export type UpdatePharmacyInput = z.input<typeof updatePharmacyInput>;

/**
 * What a pharmacy's owner runs themselves: its settings (information, chatbot, notifications) and its locations'
 * details and opening hours. A pharmacy admin changes the pharmacies they own (the one they work in, and the
 * locations registered to their account); a super admin any. Every change publishes `pharmacy.pharmacy.updated`, which
 * the assistant and the chat apply to their projections before the next message.
 */
export class PharmacySelfService {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /** Changes the given fields of a pharmacy; the others keep their values. */
  updatePharmacy(principal: Principal | null, input: UpdatePharmacyInput): Promise<Pharmacy> {
    return this.commands.run(this.updateCommand, principal, input);
  }

  private readonly updateCommand = defineCommand({
    name: 'pharmacy.updatePharmacy',
    input: updatePharmacyInput,
    authorize: (principal: Principal | null) => requireRole(principal, ['pharmacy_admin', 'super_admin']),
    execute: async (tx, input, caller) => {
      const pharmacy = isUuid(input.id) ? await tx.em.findOne(Pharmacy, { id: input.id }) : null;
      if (!pharmacy || !ownsPharmacy(caller, pharmacy)) throw PharmacyErrors.pharmacyNotFound();
      if (input.name) pharmacy.name = input.name;
      if (input.address) pharmacy.address = input.address;
      if (input.phone) pharmacy.phone = input.phone;
      if (input.email) pharmacy.email = input.email;
      if (input.licenseNumber) pharmacy.licenseNumber = input.licenseNumber;
      if (input.operatingHours) pharmacy.operatingHours = input.operatingHours;
      if (input.timeZone) pharmacy.timeZone = input.timeZone;
      if (input.settings) pharmacy.settings = mergeSettings(pharmacy.settings, input.settings);
      pharmacy.updatedAt = new Date();
      publishUpdated(tx, pharmacy);
      this.logger.info({ pharmacyId: pharmacy.id, by: caller.subject ?? null }, 'pharmacy updated');
      return pharmacy;
    },
  });

  /**
   * A pharmacy admin adds a location under their account (Pharmacy Locations' Add): only when the pharmacy they work in
   * is on the Enterprise plan (others get the upgrade message). The location waits for a super admin's review, like a
   * registration (its licence is checked), then opens with its own chats, knowledge base and staff.
   */
  addLocation(principal: Principal | null, input: z.input<typeof registerPharmacyInput>): Promise<Pharmacy> {
    return this.commands.run(this.addLocationCommand, principal, input);
  }

  private readonly addLocationCommand = defineCommand({
    name: 'pharmacy.addPharmacyLocation',
    input: registerPharmacyInput,
    authorize: (principal: Principal | null) => {
      const caller = requireRole(principal, ['pharmacy_admin', 'super_admin']);
      // a super admin viewing as a pharmacy admin is not that pharmacy's owner
      if (caller.role !== 'pharmacy_admin' || !caller.pharmacyId || (caller.actualRole && caller.actualRole !== 'pharmacy_admin')) throw LocationErrors.ownersOnly();
      return caller;
    },
    execute: async (tx, input, caller) => {
      const home = await tx.em.findOne(Pharmacy, { id: caller.pharmacyId! });
      if (!home) throw PharmacyErrors.pharmacyNotFound();
      const plan = await tx.em.findOne(PharmacyPlan, { pharmacyId: home.id });
      if (!mayAddLocation(plan?.plan)) throw LocationErrors.locationsNeedEnterprise({ plan: plan?.plan ?? 'no plan' });
      const location = Pharmacy.register(input);
      // the owner of the pharmacy they work in owns the new location too
      Object.assign(location, { ownerUserId: caller.subject, ownerName: (home as { ownerName?: string | null }).ownerName ?? null, ownerEmail: (home as { ownerEmail?: string | null }).ownerEmail ?? null });
      tx.em.persist(location);
      tx.publish('pharmacy.pharmacy.registered', {
        aggregateId: location.id,
        tenantId: location.id,
        data: { pharmacyId: location.id, name: location.name, status: location.status, phone: location.phone },
      });
      this.logger.info({ pharmacyId: location.id, homePharmacyId: home.id, by: caller.subject }, 'pharmacy location added for review');
      return location;
    },
    replay: {
      save: (pharmacy: Pharmacy) => ({ pharmacyId: pharmacy.id }),
      load: (em, saved) => em.findOne(Pharmacy, { id: String(saved.pharmacyId) }),
    },
  });

  /**
   * A pharmacy admin deletes a location of theirs that has not opened yet (pending review or rejected): nothing of it
   * exists in other services. The pharmacy they work in, and open locations (patients' chats), are closed by support.
   */
  deleteLocation(principal: Principal | null, id: string): Promise<string> {
    return this.commands.run(this.deleteLocationCommand, principal, { id });
  }

  private readonly deleteLocationCommand = defineCommand({
    name: 'pharmacy.deletePharmacyLocation',
    input: z.object({ id: z.string() }),
    authorize: (principal: Principal | null) => requireRole(principal, ['pharmacy_admin']),
    execute: async (tx, { id }, caller) => {
      const location = isUuid(id) ? await tx.em.findOne(Pharmacy, { id }) : null;
      if (!location || !ownsPharmacy(caller, location)) throw PharmacyErrors.pharmacyNotFound();
      if (location.id === caller.pharmacyId) throw LocationErrors.cannotDeleteOwnPharmacy();
      if (location.status === 'active' || location.status === 'suspended') throw LocationErrors.openLocationDeletion();
      tx.em.remove(location);
      this.logger.info({ pharmacyId: location.id, by: caller.subject }, 'pharmacy location deleted before it opened');
      return location.id;
    },
  });

  /** billing.subscription.*: the plan each pharmacy is on, for the multi-location rule (a plan not in force: 'enterprise (cancelled)'). */
  async projectPlan(tx: Transaction, subscription: Pick<EventData<'billing.subscription.started'>, 'pharmacyId' | 'plan' | 'status'>): Promise<void> {
    const row = (await tx.em.findOne(PharmacyPlan, { pharmacyId: subscription.pharmacyId })) ?? Object.assign(new PharmacyPlan(), { pharmacyId: subscription.pharmacyId });
    row.plan = subscription.status === 'active' || subscription.status === 'past_due' ? subscription.plan : `${subscription.plan} (${subscription.status})`;
    row.updatedAt = new Date();
    tx.em.persist(row);
  }

  /**
   * The pharmacies the caller runs (Pharmacy Locations): a pharmacy admin's own pharmacy and the locations registered
   * to their account; a super admin every pharmacy. By name.
   */
  async myPharmacies(principal: Principal | null): Promise<Pharmacy[]> {
    const caller = requireRole(principal, ['pharmacy_admin', 'super_admin']);
    if (caller.kind === 'system' || caller.role === 'super_admin') return (await this.db.em().find(Pharmacy, {})).sort(byName);
    const conditions: Record<string, unknown>[] = [];
    if (caller.pharmacyId && isUuid(caller.pharmacyId)) conditions.push({ id: caller.pharmacyId });
    if (caller.subject && isUuid(caller.subject)) conditions.push({ ownerUserId: caller.subject });
    if (conditions.length === 0) return [];
    return (await this.db.em().find(Pharmacy, { $or: conditions } as never)).sort(byName);
  }
}

/** A pharmacy admin owns the pharmacy they work in and the ones registered to their account; a super admin all. */
export function ownsPharmacy(caller: Principal, pharmacy: Pharmacy): boolean {
  const principal = requirePrincipal(caller);
  if (principal.kind === 'system' || principal.role === 'super_admin') return true;
  return principal.role === 'pharmacy_admin' && (principal.pharmacyId === pharmacy.id || (!!principal.subject && (pharmacy as { ownerUserId?: string | null }).ownerUserId === principal.subject));
}

function mergeSettings(current: PharmacySettings, changes: z.output<typeof settingsInput>): PharmacySettings {
  const next = { ...current };
  if (changes.chatGreeting) next.chatGreeting = changes.chatGreeting;
  if (changes.businessHours !== undefined && changes.businessHours !== null) next.businessHours = changes.businessHours;
  if (changes.emergencyContact !== undefined) next.emergencyContact = changes.emergencyContact ? changes.emergencyContact : null;
  if (typeof changes.autoResponses === 'boolean') next.autoResponses = changes.autoResponses;
  if (typeof changes.escalationEnabled === 'boolean') next.escalationEnabled = changes.escalationEnabled;
  if (typeof changes.notificationsEnabled === 'boolean') next.notificationsEnabled = changes.notificationsEnabled;
  return next;
}

/** What the other services keep of a pharmacy, after any change of it. */
export function publishUpdated(tx: Transaction, pharmacy: Pharmacy): void {
  tx.publish('pharmacy.pharmacy.updated', {
    aggregateId: pharmacy.id,
    tenantId: pharmacy.id,
    data: {
      pharmacyId: pharmacy.id,
      name: pharmacy.name,
      status: pharmacy.status,
      phone: pharmacy.phone,
      operatingHours: pharmacy.operatingHours,
      timeZone: pharmacy.timeZone,
      emergencyContact: pharmacy.settings.emergencyContact ?? null,
      autoResponses: pharmacy.settings.autoResponses,
      escalationEnabled: pharmacy.settings.escalationEnabled,
    },
  });
}

function byName(a: Pharmacy, b: Pharmacy): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}
