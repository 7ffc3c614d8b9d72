import { runWithContext, withContext, type SubgraphContext } from '@pharmachat/chassis';
import type { DoctorApplication } from '../application/doctor.application';
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
