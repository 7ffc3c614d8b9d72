import { z } from 'zod';
import { isUuid, requireRole, type Database, type Logger, type Principal } from '@pharmachat/chassis';
import { DoctorConnection, type ConnectionStatus } from '../domain/doctor-connection';
import { DoctorProfile } from '../domain/doctor-profile';
import { DoctorErrors } from '../domain/doctor.exception';
import { requireDoctor, type DoctorAccess } from './doctor-access';
import { requireOpenPharmacy } from './doctor-chats';

const connectionRequestInput = z.object({
  pharmacyId: z.uuid('Please select a pharmacy').transform((id) => id.toLowerCase()),
  priority: z.number('priority must be a whole number from 1 to 5').int('priority must be a whole number from 1 to 5').min(1).max(5).nullish().transform((value) => value ?? 3),
  notes: z.string().trim().max(1000, 'Notes can be at most 1000 characters').nullish().transform((value) => (value ? value : null)),
});
export type ConnectionRequestInput = z.input<typeof connectionRequestInput>;

/** Doctors' connections with pharmacies: the doctor asks, the pharmacy's admins accept or decline. */
export class DoctorConnections {
  constructor(
    private readonly db: Database,
    private readonly access: DoctorAccess,
    private readonly logger: Logger,
  ) {}

  /** Connect: a new request, or the existing one (a declined one is asked again). */
  async request(principal: Principal | null, raw: ConnectionRequestInput): Promise<DoctorConnection> {
    const caller = requireDoctor(principal);
    const parsed = connectionRequestInput.safeParse(raw);
    if (!parsed.success) throw DoctorErrors.pharmacyNotFound();
    const input = parsed.data;
    return this.db.transaction(async (tx) => {
      const doctor = await tx.em.findOne(DoctorProfile, { id: caller.subject });
      if (!doctor || doctor.status !== 'approved') throw DoctorErrors.onlyDoctors();
      await requireOpenPharmacy(tx.em, input.pharmacyId);
      let connection = await tx.em.findOne(DoctorConnection, { doctorId: doctor.id, pharmacyId: input.pharmacyId });
      let asked = false;
      if (!connection) {
        connection = DoctorConnection.request({ doctorId: doctor.id, doctorName: `Dr. ${doctor.fullName}`, doctorSpecialty: doctor.specialtyArea, pharmacyId: input.pharmacyId, priority: input.priority, notes: input.notes });
        tx.em.persist(connection);
        asked = true;
      } else {
        asked = connection.renew({ priority: input.priority, notes: input.notes });
      }
      if (asked) {
        tx.publish('doctor.connection.requested', {
          aggregateId: connection.id,
          tenantId: connection.pharmacyId,
          data: { connectionId: connection.id, doctorId: doctor.id, pharmacyId: connection.pharmacyId, doctorName: connection.doctorName, requestedAt: connection.requestedAt.toISOString() },
        });
        this.logger.info({ doctorId: doctor.id, pharmacyId: connection.pharmacyId }, 'doctor connection requested');
      }
      return connection;
    });
  }

  /** The doctor's connections (every state), newest first. */
  mine(principal: Principal | null): Promise<DoctorConnection[]> {
    const caller = requireDoctor(principal);
    return this.db.em().find(DoctorConnection, { doctorId: caller.subject }, { orderBy: { requestedAt: 'desc', id: 'asc' } });
  }

  /** A pharmacy's connection requests, for its admins (and super admins), pending first. */
  forPharmacy(principal: Principal | null, pharmacyId: string, status?: ConnectionStatus | null): Promise<DoctorConnection[]> {
    requireRole(principal, ['pharmacy_admin', 'super_admin'], pharmacyId);
    if (!isUuid(pharmacyId)) return Promise.resolve([]);
    return this.db.em().find(DoctorConnection, { pharmacyId, ...(status ? { status } : {}) }, { orderBy: { status: 'desc', requestedAt: 'desc', id: 'asc' } });
  }

  /** Accept or decline: the pharmacy's admins; another pharmacy's request is not found. */
  async answer(principal: Principal | null, connectionId: string, accept: boolean): Promise<DoctorConnection> {
    const caller = requireRole(principal, ['pharmacy_admin', 'super_admin']);
    return this.db.transaction(async (tx) => {
      const connection = isUuid(connectionId) ? await tx.em.findOne(DoctorConnection, { id: connectionId.toLowerCase() }) : null;
      if (!connection) throw DoctorErrors.connectionNotFound();
      try {
        requireRole(caller, ['pharmacy_admin', 'super_admin'], connection.pharmacyId);
      } catch {
        throw DoctorErrors.connectionNotFound();
      }
      connection.answer(accept, caller.username ?? caller.subject);
      tx.publish('doctor.connection.answered', {
        aggregateId: connection.id,
        tenantId: connection.pharmacyId,
        data: { connectionId: connection.id, doctorId: connection.doctorId, pharmacyId: connection.pharmacyId, status: connection.status as 'accepted' | 'declined', answeredAt: connection.answeredAt!.toISOString() },
      });
      this.access.recordAccess(tx, caller, { action: 'update', objectType: 'doctor_connection', objectId: connection.id, pharmacyId: connection.pharmacyId });
      return connection;
    });
  }
}
