import { defineEntity, p } from '@mikro-orm/postgresql';
import { DoctorProfile } from '../domain/doctor-profile';

export const DoctorProfileSchema = defineEntity({
  class: DoctorProfile,
  tableName: 'doctor_profile',
  schema: 'doctor',
  properties: {
    id: p.uuid().primary(),
    email: p.text().unique('doctor_profile_email_unique'),
    firstName: p.text(),
    lastName: p.text(),
    phone: p.text(),
    licenseNumber: p.text(),
    licenseState: p.text(),
    npiNumber: p.text().nullable(),
    deaNumber: p.text().nullable(),
    practiceName: p.text(),
    practiceAddress: p.text(),
    specialtyArea: p.text(),
    status: p.text().default('pending').check("status in ('pending', 'approved', 'rejected')"),
    createdAt: p.datetime(),
  },
  // the review queue: newest registrations of a status first
  indexes: [{ name: 'doctor_profile_status_idx', columns: [{ name: 'status' }, { name: 'created_at', sort: 'desc' }] }],
});

export const doctorEntities = [DoctorProfileSchema];
