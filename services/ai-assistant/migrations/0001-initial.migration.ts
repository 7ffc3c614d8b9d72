import { Migration } from '@mikro-orm/migrations';
import { chassisTablesSql } from '@pharmachat/chassis';
import { PharmacyProfileMigration } from './0002-pharmacy-profile.migration';
import { PharmacyProfileAutoResponses } from './0003-auto-responses.migration';
import { PharmacyProfileEscalation } from './0004-escalation-setting.migration';

export class InitialAssistantSchema extends Migration {
  override async up(): Promise<void> {
    for (const sql of chassisTablesSql('assistant')) this.addSql(sql);
    this.addSql(`create table assistant.knowledge_entry (
      id uuid primary key,
      pharmacy_id uuid not null,
      category text not null check (category in ('medication_info', 'refill_requests', 'side_effects', 'drug_interactions', 'store_hours', 'general')),
      question text not null,
      answer text not null,
      tags jsonb not null default '[]',
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql('create index knowledge_entry_pharmacy_idx on assistant.knowledge_entry (pharmacy_id)');
    this.addSql(`create table assistant.session_state (
      session_id uuid primary key,
      pharmacy_id uuid not null,
      silenced boolean not null default false,
      silenced_reason text null,
      safety_message_sent boolean not null default false,
      updated_at timestamptz not null
    )`);
  }
}

export const assistantMigrations = [
  { name: '0001-initial', class: InitialAssistantSchema },
  { name: '0002-pharmacy-profile', class: PharmacyProfileMigration },
  { name: '0003-auto-responses', class: PharmacyProfileAutoResponses },
  { name: '0004-escalation-setting', class: PharmacyProfileEscalation },
];
