import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { doctorMigrations } from '../migrations/0001-initial.migration';
import { DoctorApplication } from './application/doctor.application';
import { doctorResolvers } from './graphql/doctor.resolver';
import { doctorEntities } from './infrastructure/doctor.entities';

export const doctorTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The doctor context: doctor profiles and their review (connections and doctor chats come later). */
export const doctorService: ServiceModule<DoctorApplication> = {
  name: 'doctor',
  schema: 'doctor',
  entities: doctorEntities,
  migrations: doctorMigrations,
  typeDefs: doctorTypeDefs,
  createApplication: ({ db, logger }) => new DoctorApplication(db, logger),
  resolvers: doctorResolvers,
};

export { DoctorApplication };
export * from './domain/doctor-profile';
