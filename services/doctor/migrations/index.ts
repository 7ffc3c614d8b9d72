import { InitialDoctorSchema } from './0001-initial.migration';
import { ReviewConnectionsAndChats } from './0002-review-connections-chats.migration';

/** The doctor service's migrations, in order. */
export const doctorMigrations = [
  { name: '0001-initial', class: InitialDoctorSchema },
  { name: '0002-review-connections-chats', class: ReviewConnectionsAndChats },
];
