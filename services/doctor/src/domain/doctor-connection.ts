import { randomUUID } from 'node:crypto';
import { DoctorErrors } from './doctor.exception';

export type ConnectionStatus = 'pending' | 'accepted' | 'declined';

/** A doctor's request to work with a pharmacy, which the pharmacy's admins accept or decline. */
export class DoctorConnection {
  id: string = randomUUID();
  doctorId!: string;
  pharmacyId!: string;
  doctorName!: string;
  doctorSpecialty!: string;
  status: ConnectionStatus = 'pending';
  /** 'standard' for an accepted request; 'preferred' is shown green */
  connectionType = 'standard';
  /** the client's fixed 3 */
  priority = 3;
  notes: string | null = null;
  requestedAt: Date = new Date();
  answeredAt: Date | null = null;
  answeredBy: string | null = null;

  static request(props: { doctorId: string; doctorName: string; doctorSpecialty: string; pharmacyId: string; priority: number; notes: string | null }, at = new Date()): DoctorConnection {
    return Object.assign(new DoctorConnection(), props, { requestedAt: at });
  }

  /** Asking again: a declined request is pending again; a pending or accepted one stays as it is (false). */
  renew(props: { priority: number; notes: string | null }, at = new Date()): boolean {
    if (this.status !== 'declined') return false;
    Object.assign(this, props, { status: 'pending', requestedAt: at, answeredAt: null, answeredBy: null });
    return true;
  }

  answer(accept: boolean, by: string, at = new Date()): void {
    if (this.status !== 'pending') throw DoctorErrors.connectionAnswered();
    this.status = accept ? 'accepted' : 'declined';
    this.answeredAt = at;
    this.answeredBy = by;
  }
}

/** What the doctor service knows of a pharmacy (from its events): whether doctors may reach it now. */
export class KnownPharmacy {
  pharmacyId!: string;
  name!: string;
  open = false;
  updatedAt: Date = new Date();
}
