import { z } from 'zod';
import { requirePrincipal, requireRole, type Database, type Logger, type Principal } from '@pharmachat/chassis';
import { DoctorProfile, doctorStatuses, isDoctorStatus, type DoctorProfileInput } from '../domain/doctor-profile';
import { DoctorErrors } from '../domain/doctor.exception';

const idSchema = z.uuid();

/** The doctor context's use cases: validate -> authorize -> transaction -> respond. */
export class DoctorApplication {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /**
   * Records a doctor's profile, pending review. Only the system acts here for now: the sign-up flow (with the
   * password and captcha) calls it; registration and login come with identity's doctor accounts.
   */
  async createDoctorProfile(principal: Principal | null, input: DoctorProfileInput): Promise<DoctorProfile> {
    const caller = requirePrincipal(principal);
    const profile = DoctorProfile.register(input);
    if (caller.kind !== 'system') throw DoctorErrors.onlyIdentity();
    return this.db.transaction(async (tx) => {
      const taken = await tx.em.findOne(DoctorProfile, { email: profile.email });
      if (taken) throw DoctorErrors.emailTaken();
      tx.em.persist(profile);
      this.logger.info({ doctorId: profile.id }, 'doctor profile created');
      return profile;
    });
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
    if (!idSchema.safeParse(id).success) return null;
    return this.db.em().findOne(DoctorProfile, { id });
  }
}
