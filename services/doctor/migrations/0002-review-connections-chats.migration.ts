import { Migration } from '@mikro-orm/migrations';

/** The review's outcome, what the service knows of pharmacies, doctors' connections and their chats. */
export class ReviewConnectionsAndChats extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table doctor.doctor_profile add column rejection_reason text null, add column reviewed_at timestamptz null');
    this.addSql(`create table doctor.known_pharmacy (
      pharmacy_id uuid primary key,
      name text not null,
      open boolean not null default false,
      updated_at timestamptz not null
    )`);
    this.addSql(`create table doctor.doctor_connection (
      id uuid primary key,
      doctor_id uuid not null,
      pharmacy_id uuid not null,
      doctor_name text not null,
      doctor_specialty text not null,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
      connection_type text not null default 'standard',
      priority int not null default 3,
      notes text null,
      requested_at timestamptz not null,
      answered_at timestamptz null,
      answered_by text null,
      constraint doctor_connection_doctor_id_fkey foreign key (doctor_id) references doctor.doctor_profile (id) on update no action on delete cascade,
      constraint doctor_connection_doctor_pharmacy_key unique (doctor_id, pharmacy_id)
    )`);
    this.addSql('create index doctor_connection_pharmacy_idx on doctor.doctor_connection (pharmacy_id, status)');
    this.addSql(`create table doctor.doctor_chat_session (
      id uuid primary key,
      doctor_id uuid not null,
      doctor_name text not null,
      pharmacy_id uuid not null,
      subject text not null,
      category text not null default 'doctor_consultation',
      priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
      status text not null default 'active' check (status in ('active', 'resolved', 'closed')),
      needs_staff_attention boolean not null default false,
      patient_first_name text not null,
      patient_last_name text not null,
      patient_phone text not null,
      patient_dob text null,
      context text null,
      message_count int not null default 0,
      last_message text null,
      last_message_at timestamptz null,
      created_at timestamptz not null,
      resolved_at timestamptz null,
      constraint doctor_chat_session_doctor_id_fkey foreign key (doctor_id) references doctor.doctor_profile (id) on update no action on delete cascade
    )`);
    this.addSql('create index doctor_chat_session_doctor_idx on doctor.doctor_chat_session (doctor_id, created_at)');
    this.addSql('create index doctor_chat_session_pharmacy_idx on doctor.doctor_chat_session (pharmacy_id, created_at)');
    this.addSql(`create table doctor.doctor_chat_message (
      id uuid primary key,
      session_id uuid not null,
      sender_type text not null check (sender_type in ('doctor', 'staff')),
      sender_name text not null,
      content text not null,
      created_at timestamptz not null,
      constraint doctor_chat_message_session_id_fkey foreign key (session_id) references doctor.doctor_chat_session (id) on update no action on delete cascade
    )`);
    this.addSql('create index doctor_chat_message_session_idx on doctor.doctor_chat_message (session_id, created_at)');
  }
}
