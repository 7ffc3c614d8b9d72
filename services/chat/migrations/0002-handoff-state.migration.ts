import { Migration } from '@mikro-orm/migrations';

/** The handoff state machine on the session, and what triage learned about the patient's messages. */
export class HandoffStateMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table chat.chat_session add column handoff text not null default 'assistant' check (handoff in ('assistant', 'waiting_for_staff', 'with_staff', 'resolved'))`);
    this.addSql('alter table chat.chat_session add column urgency_reason text null');
    this.addSql('alter table chat.chat_session add column language text null');
    this.addSql(`alter table chat.chat_session add column sentiment text null check (sentiment in ('negative', 'neutral', 'positive'))`);
    // existing sessions: resolved stays resolved, a staff reply means staff have it, an escalation waits for staff
    this.addSql(`update chat.chat_session s set handoff = case
        when s.status = 'resolved' then 'resolved'
        when exists (select 1 from chat.chat_message m where m.session_id = s.id and m.sender = 'staff') then 'with_staff'
        when s.status in ('waiting_for_staff', 'escalated') then 'waiting_for_staff'
        else 'assistant' end`);
    this.addSql(`update chat.chat_session set handed_off = (handoff = 'with_staff')`);
  }
}
