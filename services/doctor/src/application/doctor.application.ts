import { CommandPipeline, type Database, type Logger, type Principal } from '@pharmachat/chassis';
import type { DoctorProfile, DoctorProfileInput } from '../domain/doctor-profile';
import { DoctorAccess } from './doctor-access';
import { DoctorChats } from './doctor-chats';
import { DoctorConnections } from './doctor-connections';
import { DoctorProjections } from './doctor-projections';
import { DoctorReview } from './doctor-review';

/**
 * The doctor context's use cases, one part per area: the review of doctors (`review`), their chats with pharmacies
 * (`chats`), their connections (`connections`) and what the service follows of other contexts (`projections`).
 */
export class DoctorApplication {
  readonly review: DoctorReview;
  readonly chats: DoctorChats;
  readonly connections: DoctorConnections;
  readonly projections: DoctorProjections;

  constructor(db: Database, logger: Logger) {
    const access = new DoctorAccess(db);
    const commands = new CommandPipeline(db, logger);
    this.review = new DoctorReview(db, logger);
    this.chats = new DoctorChats(db, access, commands, logger);
    this.connections = new DoctorConnections(db, access, logger);
    this.projections = new DoctorProjections(db, logger);
  }

  /** The host's way to create a profile (seed, tests): see DoctorReview.createDoctorProfile. */
  createDoctorProfile(principal: Principal | null, input: DoctorProfileInput): Promise<DoctorProfile> {
    return this.review.createDoctorProfile(principal, input);
  }

  listDoctors(principal: Principal | null, status?: string | null): Promise<DoctorProfile[]> {
    return this.review.listDoctors(principal, status);
  }

  getDoctorProfile(principal: Principal | null, id: string): Promise<DoctorProfile | null> {
    return this.review.getDoctorProfile(principal, id);
  }
}
