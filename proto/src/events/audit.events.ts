import { z } from 'zod';

/** Who read or changed which patient data: the record every owner of patient data publishes. */
export const patientDataAccess = z.object({
  actorId: z.string(),
  actorKind: z.enum(['staff', 'patient', 'doctor', 'guest', 'system']),
  actorRole: z.string().nullable(),
  actorName: z.string().nullable(),
  /** the tenant whose data it is */
  pharmacyId: z.string().nullable(),
  action: z.enum(['read', 'list', 'create', 'update', 'delete']),
  objectType: z.enum(['chat_session', 'chat_message', 'chat_feedback', 'sms_message', 'patient_account', 'doctor_chat_session', 'doctor_chat_message', 'doctor_connection']),
  objectId: z.string(),
  at: z.iso.datetime({ offset: true }),
});

export const auditEvents = {
  'chat.patient-data.accessed': {
    version: 1,
    description: 'Someone read or changed a patient chat session or its messages (audit trail).',
    data: patientDataAccess,
  },
  'doctor.patient-data.accessed': {
    version: 1,
    description: 'Someone read or changed a doctor chat (it holds patient details) or its messages (audit trail).',
    data: patientDataAccess,
  },
  'identity.patient-data.accessed': {
    version: 1,
    description: 'Someone read or changed a patient account (audit trail).',
    data: patientDataAccess,
  },
} as const;
