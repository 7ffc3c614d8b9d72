import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import type { ServiceModule } from '@pharmachat/chassis';
import { doctorMigrations } from '../migrations/index';
import { DoctorApplication } from './application/doctor.application';
import { doctorSubscriptions } from './events/subscriptions';
import { doctorResolvers } from './graphql/doctor.resolver';
import { doctorEntities } from './infrastructure/doctor.entities';

export const doctorTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The doctor context: doctor profiles and their review, doctors' connections with pharmacies and doctor chats. */
export const doctorService: ServiceModule<DoctorApplication> = {
  name: 'doctor',
  schema: 'doctor',
  entities: doctorEntities,
  migrations: doctorMigrations,
  typeDefs: doctorTypeDefs,
  createApplication: ({ db, logger }) => new DoctorApplication(db, logger),
  resolvers: doctorResolvers,
  subscriptions: doctorSubscriptions,
};

export { DoctorApplication };
export * from './domain/doctor-profile';
export * from './domain/doctor-chat';
export * from './domain/doctor-connection';
