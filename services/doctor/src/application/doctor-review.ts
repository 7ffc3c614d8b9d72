import { z } from 'zod';
import { CommandPipeline, defineCommand, isUuid, requirePrincipal, requireRole, type Database, type Logger, type Principal, type Transaction } from '@pharmachat/chassis';
import type { EventData } from '@pharmachat/proto';
import { DoctorProfile, doctorStatuses, isDoctorStatus, type DoctorProfileInput } from '../domain/doctor-profile';
import { DoctorErrors } from '../domain/doctor.exception';

const reviewInput = z.object({ doctorId: z.string('Doctor not found.') });
const rejectInput = reviewInput.extend({ reason: z.string('Please give a reason of at least 5 characters.').max(2000, 'A reason can be at most 2000 characters.') });

function contactOf(profile: DoctorProfile) {
  return { doctorId: profile.id, email: profile.email, firstName: profile.firstName, lastName: profile.lastName };
}

/**
 * Doctors' profiles and their review: the profile is created from identity's `identity.doctor-account.registered`
 * (the saga's second step), a super admin approves or rejects it, and the decision travels as an event (identity
 * lets the doctor sign in or not; the pharmacy service's mailer writes to the doctor).
 */
export class DoctorReview {
  private readonly commands: CommandPipeline;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.commands = new CommandPipeline(db, logger);
  }

  /** The host's direct way (seed, tests): a profile pending review, with its event. */
  async createDoctorProfile(principal: Principal | null, input: DoctorProfileInput, id?: string): Promise<DoctorProfile> {
    const caller = requirePrincipal(principal);
    const profile = DoctorProfile.register(input);
    if (id) profile.id = id;
    if (caller.kind !== 'system') throw DoctorErrors.onlyIdentity();
    return this.db.transaction(async (tx) => {
      const taken = await tx.em.findOne(DoctorProfile, { email: profile.email });
      if (taken) throw DoctorErrors.emailTaken();
      tx.em.persist(profile);
      tx.publish('doctor.doctor.registered', { aggregateId: profile.id, tenantId: null, data: contactOf(profile) });
      this.logger.info({ doctorId: profile.id }, 'doctor profile created');
      return profile;
    });
  }

  /** identity.doctor-account.registered: the profile with the credentials' id (a redelivery or a taken e-mail does nothing). */
  async createRegisteredProfile(tx: Transaction, registered: EventData<'identity.doctor-account.registered'>): Promise<void> {
    if (await tx.em.findOne(DoctorProfile, { id: registered.doctorId })) return;
    const profile = DoctorProfile.register(registered.doctor);
    profile.id = registered.doctorId;
    profile.createdAt = new Date(registered.registeredAt);
    if (await tx.em.findOne(DoctorProfile, { email: profile.email })) {
      this.logger.warn({ doctorId: profile.id }, 'doctor registration with an e-mail that has a profile already: ignored');
      return;
    }
    tx.em.persist(profile);
    tx.publish('doctor.doctor.registered', { aggregateId: profile.id, tenantId: null, data: contactOf(profile) });
    this.logger.info({ doctorId: profile.id }, 'doctor profile created from the registration, pending review');
  }

  /** Doctors for the super admin's review, newest first, optionally of one status. */
  async listDoctors(principal: Principal | null, status?: string | null): Promise<DoctorProfile[]> {
    requireRole(principal, ['super_admin']);
    if (status != null && !isDoctorStatus(status)) throw DoctorErrors.unknownStatus({ statuses: doctorStatuses });
    return this.db.em().find(DoctorProfile, status ? { status } : {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** One doctor's profile, for a super admin or the doctor themself. */
  async getDoctorProfile(principal: Principal | null, id: string): Promise<DoctorProfile | null> {
    const caller = requirePrincipal(principal);
    const isSelf = caller.kind === 'doctor' && caller.subject === id;
    if (!isSelf) requireRole(caller, ['super_admin']);
    if (!isUuid(id)) return null;
    return this.db.em().findOne(DoctorProfile, { id: id.toLowerCase() });
  }

  approve(principal: Principal | null, doctorId: string): Promise<DoctorProfile> {
    return this.commands.run(this.approveCommand, principal, { doctorId });
  }

  reject(principal: Principal | null, doctorId: string, reason: string): Promise<DoctorProfile> {
    return this.commands.run(this.rejectCommand, principal, { doctorId, reason });
  }

  private async profileFor(tx: Transaction, doctorId: string): Promise<DoctorProfile> {
    const profile = isUuid(doctorId) ? await tx.em.findOne(DoctorProfile, { id: doctorId.toLowerCase() }) : null;
    if (!profile) throw DoctorErrors.doctorNotFound();
    return profile;
  }

  private readonly approveCommand = defineCommand({
    name: 'doctor.approveDoctor',
    input: reviewInput,
    authorize: (principal: Principal | null) => requireRole(principal, ['super_admin']),
    execute: async (tx, input) => {
      const profile = await this.profileFor(tx, input.doctorId);
      if (profile.approve()) {
        tx.publish('doctor.doctor.approved', { aggregateId: profile.id, tenantId: null, data: { ...contactOf(profile), approvedAt: profile.reviewedAt!.toISOString() } });
        this.logger.info({ doctorId: profile.id }, 'doctor approved');
      }
      return profile;
    },
  });

  private readonly rejectCommand = defineCommand({
    name: 'doctor.rejectDoctor',
    input: rejectInput,
    authorize: (principal: Principal | null) => requireRole(principal, ['super_admin']),
    execute: async (tx, input) => {
      const profile = await this.profileFor(tx, input.doctorId);
      profile.reject(input.reason);
      tx.publish('doctor.doctor.rejected', {
        aggregateId: profile.id,
        tenantId: null,
        data: { ...contactOf(profile), reason: profile.rejectionReason!, rejectedAt: profile.reviewedAt!.toISOString() },
      });
      this.logger.info({ doctorId: profile.id }, 'doctor rejected');
      return profile;
    },
  });
}
