import { defineEntity, p } from '@mikro-orm/postgresql';
import { DoctorChatMessage, DoctorChatSession, type DoctorChatPriority, type DoctorChatSender, type DoctorChatStatus } from '../domain/doctor-chat';
import { DoctorConnection, KnownPharmacy, type ConnectionStatus } from '../domain/doctor-connection';
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
    rejectionReason: p.text().nullable(),
    reviewedAt: p.datetime().nullable(),
  },
  // the review queue: newest registrations of a status first
  indexes: [{ name: 'doctor_profile_status_idx', columns: [{ name: 'status' }, { name: 'created_at', sort: 'desc' }] }],
});

export const KnownPharmacySchema = defineEntity({
  class: KnownPharmacy,
  tableName: 'known_pharmacy',
  schema: 'doctor',
  properties: {
    pharmacyId: p.uuid().primary(),
    name: p.text(),
    open: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});

export const DoctorConnectionSchema = defineEntity({
  class: DoctorConnection,
  tableName: 'doctor_connection',
  schema: 'doctor',
  properties: {
    id: p.uuid().primary(),
    doctorId: p.manyToOne(DoctorProfileSchema).mapToPk().fieldName('doctor_id').foreignKeyName('doctor_connection_doctor_id_fkey').deleteRule('cascade').updateRule('no action').index(false),
    pharmacyId: p.uuid(),
    doctorName: p.text(),
    doctorSpecialty: p.text(),
    status: p.text().$type<ConnectionStatus>().default('pending').check("status in ('pending', 'accepted', 'declined')"),
    connectionType: p.text().default('standard'),
    priority: p.integer().default(3),
    notes: p.text().nullable(),
    requestedAt: p.datetime(),
    answeredAt: p.datetime().nullable(),
    answeredBy: p.text().nullable(),
  },
  uniques: [{ name: 'doctor_connection_doctor_pharmacy_key', properties: ['doctorId', 'pharmacyId'] }],
  indexes: [{ name: 'doctor_connection_pharmacy_idx', properties: ['pharmacyId', 'status'] }],
});

export const DoctorChatSessionSchema = defineEntity({
  class: DoctorChatSession,
  tableName: 'doctor_chat_session',
  schema: 'doctor',
  properties: {
    id: p.uuid().primary(),
    doctorId: p.manyToOne(DoctorProfileSchema).mapToPk().fieldName('doctor_id').foreignKeyName('doctor_chat_session_doctor_id_fkey').deleteRule('cascade').updateRule('no action').index(false),
    doctorName: p.text(),
    pharmacyId: p.uuid(),
    subject: p.text(),
    category: p.text().default('doctor_consultation'),
    priority: p.text().$type<DoctorChatPriority>().default('normal').check("priority in ('low', 'normal', 'high', 'urgent')"),
    status: p.text().$type<DoctorChatStatus>().default('active').check("status in ('active', 'resolved', 'closed')"),
    needsStaffAttention: p.boolean().default(false),
    patientFirstName: p.text(),
    patientLastName: p.text(),
    patientPhone: p.text(),
    patientDob: p.text().nullable(),
    context: p.text().nullable(),
    messageCount: p.integer().default(0),
    lastMessage: p.text().nullable(),
    lastMessageAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'doctor_chat_session_doctor_idx', properties: ['doctorId', 'createdAt'] },
    { name: 'doctor_chat_session_pharmacy_idx', properties: ['pharmacyId', 'createdAt'] },
  ],
});

export const DoctorChatMessageSchema = defineEntity({
  class: DoctorChatMessage,
  tableName: 'doctor_chat_message',
  schema: 'doctor',
  properties: {
    id: p.uuid().primary(),
    // messages go with their chat (cleared or purged)
    sessionId: p.manyToOne(DoctorChatSessionSchema).mapToPk().fieldName('session_id').foreignKeyName('doctor_chat_message_session_id_fkey').deleteRule('cascade').updateRule('no action').index(false),
    senderType: p.text().$type<DoctorChatSender>().check("sender_type in ('doctor', 'staff')"),
    senderName: p.text(),
    content: p.text(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'doctor_chat_message_session_idx', properties: ['sessionId', 'createdAt'] }],
});

export const doctorEntities = [DoctorProfileSchema, KnownPharmacySchema, DoctorConnectionSchema, DoctorChatSessionSchema, DoctorChatMessageSchema];
