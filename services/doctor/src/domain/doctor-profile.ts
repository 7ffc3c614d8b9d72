import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { doctorRegistrationDetails } from '@pharmachat/proto';
import { parseInput } from '@pharmachat/chassis/errors';
import { DoctorErrors } from './doctor.exception';

export type DoctorStatus = 'pending' | 'approved' | 'rejected';
export const doctorStatuses: readonly DoctorStatus[] = ['pending', 'approved', 'rejected'];

export function isDoctorStatus(value: string): value is DoctorStatus {
  return (doctorStatuses as readonly string[]).includes(value);
}

/**
 * The doctor registration form's rules (spec part 2, section 5), without the password, agreements and captcha,
 * which belong to the sign-up flow (identity): one contract in proto for both services.
 */
export const doctorProfileInput = doctorRegistrationDetails;

export type DoctorProfileInput = z.input<typeof doctorProfileInput>;

/** A doctor who registered to talk with pharmacies; reviewed by a super admin before they can sign in. */
export class DoctorProfile {
  id: string = randomUUID();
  email!: string;
  firstName!: string;
  lastName!: string;
  phone!: string;
  licenseNumber!: string;
  licenseState!: string;
  npiNumber: string | null = null;
  deaNumber: string | null = null;
  practiceName!: string;
  practiceAddress!: string;
  specialtyArea!: string;
  status: DoctorStatus = 'pending';
  createdAt = new Date();
  /** why a super admin rejected the registration */
  rejectionReason: string | null = null;
  reviewedAt: Date | null = null;

  get fullName(): string {
    return `${this.firstName} ${this.lastName}`;
  }

  /** A new profile, pending review. Throws BAD_USER_INPUT with the form's message for the first invalid field. */
  static register(input: DoctorProfileInput): DoctorProfile {
    return Object.assign(new DoctorProfile(), parseInput(doctorProfileInput, input, 'Invalid doctor registration.'));
  }

  /** A super admin's approval: the doctor may sign in. Approving an approved doctor changes nothing (false). */
  approve(at = new Date()): boolean {
    if (this.status === 'approved') return false;
    this.status = 'approved';
    this.rejectionReason = null;
    this.reviewedAt = at;
    return true;
  }

  /** A super admin's rejection with the reason the doctor is mailed (at least 5 characters). */
  reject(reason: string, at = new Date()): void {
    const trimmed = reason.trim();
    if (trimmed.length < 5) throw DoctorErrors.rejectionReasonTooShort();
    this.status = 'rejected';
    this.rejectionReason = trimmed;
    this.reviewedAt = at;
  }
}
