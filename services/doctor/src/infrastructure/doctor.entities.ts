import { defineEntity, p } from '@mikro-orm/postgresql';
import { DoctorProfile } from '../domain/doctor-profile';

export const DoctorProfileSchema = defineEntity({
  class: DoctorProfile,
  tableName: 'doctor_profile',
  schema: 'doctor',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string(),
    licenseNumber: p.string(),
    licenseState: p.string(),
    npiNumber: p.string().nullable(),
    deaNumber: p.string().nullable(),
    practiceName: p.string(),
    practiceAddress: p.text(),
    specialtyArea: p.string(),
    status: p.string(),
    createdAt: p.datetime(),
  },
});

export const doctorEntities = [DoctorProfileSchema];
