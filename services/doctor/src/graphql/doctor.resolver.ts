import { runWithContext, withContext, type SubgraphContext } from '@pharmachat/chassis';
import type { DoctorApplication } from '../application/doctor.application';
import type { DoctorChatMessage, DoctorChatSession } from '../domain/doctor-chat';
import type { DoctorConnection } from '../domain/doctor-connection';
import type { DoctorProfile } from '../domain/doctor-profile';
import type { Resolvers } from './resolvers.generated';

export function doctorProfileView(profile: DoctorProfile) {
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    licenseNumber: profile.licenseNumber,
    licenseState: profile.licenseState,
    npiNumber: profile.npiNumber,
    deaNumber: profile.deaNumber,
    practiceName: profile.practiceName,
    practiceAddress: profile.practiceAddress,
    specialtyArea: profile.specialtyArea,
    status: profile.status,
    createdAt: profile.createdAt.toISOString(),
    rejectionReason: profile.rejectionReason,
    reviewedAt: profile.reviewedAt?.toISOString() ?? null,
  };
}

export function doctorChatSessionView(session: DoctorChatSession) {
  return {
    id: session.id,
    doctorId: session.doctorId,
    doctorName: session.doctorName,
    pharmacyId: session.pharmacyId,
    pharmacy: { id: session.pharmacyId },
    subject: session.subject,
    category: session.category,
    priority: session.priority,
    status: session.status,
    needsStaffAttention: session.needsStaffAttention,
    isUrgent: session.isUrgent,
    patientFirstName: session.patientFirstName,
    patientLastName: session.patientLastName,
    patientName: session.patientName,
    patientInitials: session.patientInitials,
    patientPhone: session.patientPhone,
    patientDob: session.patientDob,
    context: session.context,
    messageCount: session.messageCount,
    lastMessage: session.lastMessage,
    lastMessageAt: session.lastMessageAt?.toISOString() ?? null,
    createdAt: session.createdAt.toISOString(),
    resolvedAt: session.resolvedAt?.toISOString() ?? null,
  };
}

export function doctorChatMessageView(message: DoctorChatMessage) {
  return { id: message.id, sessionId: message.sessionId, senderType: message.senderType, senderName: message.senderName, content: message.content, createdAt: message.createdAt.toISOString() };
}

export function doctorConnectionView(connection: DoctorConnection) {
  return {
    id: connection.id,
    doctorId: connection.doctorId,
    doctorName: connection.doctorName,
    doctorSpecialty: connection.doctorSpecialty,
    pharmacyId: connection.pharmacyId,
    pharmacy: { id: connection.pharmacyId },
    status: connection.status,
    connectionType: connection.connectionType,
    priority: connection.priority,
    notes: connection.notes,
    requestedAt: connection.requestedAt.toISOString(),
    answeredAt: connection.answeredAt?.toISOString() ?? null,
  };
}

export function doctorResolvers(app: DoctorApplication): Resolvers {
  return {
    Query: {
      doctors: withContext(async ({ status }, ctx) => (await app.listDoctors(ctx.principal, status)).map(doctorProfileView)),
      doctorProfile: withContext(async ({ id }, ctx) => {
        const profile = await app.getDoctorProfile(ctx.principal, id);
        return profile ? doctorProfileView(profile) : null;
      }),
      myDoctorProfile: withContext(async (_args, ctx) => {
        const profile = await app.review.getDoctorProfile(ctx.principal, ctx.principal?.kind === 'doctor' ? ctx.principal.subject : '');
        return profile ? doctorProfileView(profile) : null;
      }),
      myDoctorChatSessions: withContext(async ({ status }, ctx) => (await app.chats.mySessions(ctx.principal, status)).map(doctorChatSessionView)),
      myDoctorConnections: withContext(async (_args, ctx) => (await app.connections.mine(ctx.principal)).map(doctorConnectionView)),
      myDoctorDashboardStats: withContext(async (_args, ctx) => app.chats.dashboardStats(ctx.principal)),
      doctorChatSession: withContext(async ({ id }, ctx) => {
        const session = await app.chats.session(ctx.principal, id);
        return session ? doctorChatSessionView(session) : null;
      }),
      doctorChatMessages: withContext(async ({ sessionId }, ctx) => (await app.chats.messages(ctx.principal, sessionId)).map(doctorChatMessageView)),
      pharmacyDoctorChats: withContext(async ({ pharmacyId }, ctx) => (await app.chats.pharmacyChats(ctx.principal, pharmacyId)).map(doctorChatSessionView)),
      pharmacyDoctorConnections: withContext(async ({ pharmacyId, status }, ctx) => (await app.connections.forPharmacy(ctx.principal, pharmacyId, status)).map(doctorConnectionView)),
    },
    Mutation: {
      approveDoctor: withContext(async ({ id }, ctx) => doctorProfileView(await app.review.approve(ctx.principal, id))),
      rejectDoctor: withContext(async ({ id, reason }, ctx) => doctorProfileView(await app.review.reject(ctx.principal, id, reason))),
      startDoctorChat: withContext(async ({ input }, ctx) => doctorChatSessionView(await app.chats.start(ctx.principal, input))),
      sendDoctorChatMessage: withContext(async ({ sessionId, content }, ctx) => doctorChatMessageView(await app.chats.sendAsDoctor(ctx.principal, { sessionId, content }))),
      resolveDoctorChat: withContext(async ({ sessionId }, ctx) => doctorChatSessionView(await app.chats.resolve(ctx.principal, sessionId))),
      clearDoctorChatMessages: withContext(async ({ sessionId }, ctx) => app.chats.clearMessages(ctx.principal, sessionId)),
      clearResolvedDoctorChats: withContext(async (_args, ctx) => app.chats.clearSessions(ctx.principal, 'resolved')),
      clearAllDoctorChats: withContext(async (_args, ctx) => app.chats.clearSessions(ctx.principal, 'all')),
      sendStaffDoctorChatMessage: withContext(async ({ sessionId, content, staffMember }, ctx) =>
        doctorChatMessageView(await app.chats.sendAsStaff(ctx.principal, { sessionId, content, staffMember })),
      ),
      requestDoctorConnection: withContext(async ({ pharmacyId, priority, notes }, ctx) => doctorConnectionView(await app.connections.request(ctx.principal, { pharmacyId, priority, notes }))),
      answerDoctorConnection: withContext(async ({ id, accept }, ctx) => doctorConnectionView(await app.connections.answer(ctx.principal, id, accept))),
    },
    PurgePreview: {
      // the cutoff is all the doctor service needs to count (doctorChatCounts checks the caller)
      __resolveReference: (reference) => ({ cutoff: reference.cutoff, doctorChatCounts: [] }),
      doctorChatCounts: (parent, _args, ctx) => app.projections.countOlderThan(ctx.principal, parent.cutoff),
    },
    DoctorProfile: {
      // entity references are called as (reference, context), not (parent, args, context)
      __resolveReference: (reference, ctx: SubgraphContext) =>
        runWithContext({ correlationId: ctx.correlationId, principal: ctx.principal }, async () => {
          const profile = await app.getDoctorProfile(ctx.principal, reference.id);
          return profile ? doctorProfileView(profile) : null;
        }),
    },
  };
}
