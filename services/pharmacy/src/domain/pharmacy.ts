import { randomUUID } from 'node:crypto';
import { PharmacyErrors } from './pharmacy.exception';
import { defaultOperatingHours, formatOpeningHours, isOpenAt, type OperatingHours } from './opening-hours';

export const pharmacyStatuses = ['pending_approval', 'active', 'suspended', 'rejected'] as const;
export type PharmacyStatus = (typeof pharmacyStatuses)[number];

export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** How the pharmacy's chat behaves and what it says; the owner edits these in Settings. */
export interface PharmacySettings {
  chatGreeting: string;
  /** business hours as shown to patients in the chat */
  businessHours: string;
  emergencyContact: string | null;
  autoResponses: boolean;
  escalationEnabled: boolean;
  notificationsEnabled: boolean;
}

export function defaultSettings(name: string, hours: OperatingHours): PharmacySettings {
  return {
    chatGreeting: `Hello! Welcome to ${name}. I'm your 24/7 pharmacy assistant. How can we help you today?`,
    businessHours: formatOpeningHours(hours),
    emergencyContact: null,
    autoResponses: true,
    escalationEnabled: true,
    notificationsEnabled: true,
  };
}

/** A pharmacy (tenant): its public face, its hours and its lifecycle from registration to approval. */
export class Pharmacy {
  id: string = randomUUID();
  name!: string;
  address!: string;
  phone!: string;
  email!: string;
  licenseNumber!: string;
  operatingHours: OperatingHours = defaultOperatingHours();
  /** IANA time zone the opening hours are read in */
  timeZone = DEFAULT_TIME_ZONE;
  status: PharmacyStatus = 'pending_approval';
  settings!: PharmacySettings;
  createdAt = new Date();
  updatedAt = new Date();
  approvedAt: Date | null = null;
  /** the owner's account in identity (pharmacy_admin) when it registered itself; null for pharmacies a super admin added */
  ownerUserId: string | null = null;
  /** the owner as the registration form gave them: who the mails go to, the contact in the admin table */
  ownerName: string | null = null;
  ownerEmail: string | null = null;
  /** why a super admin turned the registration down (told to the owner by mail and at sign-in) */
  rejectionReason: string | null = null;
  rejectedAt: Date | null = null;
  suspendedAt: Date | null = null;

  /** A new registration: it waits for review before patients can find it. */
  static register(props: Pick<Pharmacy, 'name' | 'address' | 'phone' | 'email' | 'licenseNumber'> & Partial<Pick<Pharmacy, 'operatingHours' | 'timeZone'>>): Pharmacy {
    const pharmacy = new Pharmacy();
    pharmacy.name = props.name;
    pharmacy.address = props.address;
    pharmacy.phone = props.phone;
    pharmacy.email = props.email;
    pharmacy.licenseNumber = props.licenseNumber;
    pharmacy.operatingHours = props.operatingHours ?? defaultOperatingHours();
    pharmacy.timeZone = props.timeZone ?? DEFAULT_TIME_ZONE;
    pharmacy.settings = defaultSettings(pharmacy.name, pharmacy.operatingHours);
    return pharmacy;
  }

  /** Listed in the public directory and open to patient chats. */
  get isPublic(): boolean {
    return this.status === 'active';
  }

  /** e.g. 'Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed' */
  get openingHours(): string {
    return formatOpeningHours(this.operatingHours);
  }

  /** Active and within its opening hours at `now`, by its own clock. */
  isOnline(now = new Date()): boolean {
    return this.isPublic && isOpenAt(this.operatingHours, this.timeZone, now);
  }

  /** Who mails about the pharmacy go to: the owner when known, else the pharmacy's own address. */
  get contactEmail(): string {
    return this.ownerEmail ?? this.email;
  }

  get contactName(): string {
    return this.ownerName ?? this.name;
  }

  /** A super admin turns a pending registration down; the reason is what the owner is told. */
  reject(reason: string, at = new Date()): void {
    if (this.status !== 'pending_approval') throw PharmacyErrors.notPendingRejection({ status: this.status });
    this.status = 'rejected';
    this.rejectionReason = reason;
    this.rejectedAt = at;
    this.updatedAt = at;
  }

  /** An active pharmacy stops: out of the directory, no new chats, its staff cannot sign in. */
  suspend(at = new Date()): void {
    if (this.status !== 'active') throw PharmacyErrors.notActiveSuspension({ status: this.status });
    this.status = 'suspended';
    this.suspendedAt = at;
    this.updatedAt = at;
  }

  /** A suspended pharmacy is active again. */
  reactivate(at = new Date()): void {
    if (this.status !== 'suspended') throw PharmacyErrors.notSuspended({ status: this.status });
    this.status = 'active';
    this.suspendedAt = null;
    this.updatedAt = at;
  }

  approve(at = new Date()): void {
    if (this.status !== 'pending_approval') {
      throw PharmacyErrors.notPendingApproval({ status: this.status });
    }
    this.status = 'active';
    this.approvedAt = at;
    this.updatedAt = at;
  }
}
