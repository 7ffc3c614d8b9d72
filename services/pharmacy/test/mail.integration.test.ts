import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEventually as eventually, graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { MailRejected } from '../src/application/mail-sender';
import { pharmacyService } from '../src/index';
import { mailSenderFrom, supportAddressFrom } from '../src/infrastructure/mail/mail-config';
import { LocalOutboxMailSender } from '../src/infrastructure/mail/local-outbox-mail-sender';
import { SmtpMailSender } from '../src/infrastructure/mail/smtp-mail-sender';
import { startSmtpServer } from './smtp-test-server';

/** delivery runs after the commit: on a busy machine that can take seconds */
const expectEventually = <T,>(check: () => Promise<T | null | undefined | false> | T | null | undefined | false) => eventually(check, { timeoutMs: 20_000 });

const details = (name: string) => ({ name, address: '12 Main Street, Springfield', phone: '(555) 123-4567', email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, licenseNumber: `RX-${randomUUID().slice(0, 8)}` });

const OUTBOX = `query($first: Int, $after: String, $pharmacyId: ID) {
  mailOutbox(first: $first, after: $after, pharmacyId: $pharmacyId) { totalCount nextCursor provider mails { id pharmacyId kind to subject body status provider error attempts sentAt } }
}`;

type Outbox = { mailOutbox: { totalCount: number; nextCursor: string | null; provider: string; mails: { id: string; pharmacyId: string | null; kind: string; to: string; subject: string; body: string; status: string; provider: string; error: string | null; sentAt: string | null }[] } };

describe('the mail port: SMTP through nodemailer against a local SMTP server', () => {
  it('hands a mail to the server with the From, To, subject and text', async () => {
    const smtp = await startSmtpServer();
    const sender = new SmtpMailSender({ url: smtp.url, from: 'PharmaChat <no-reply@pharmachat.test>', timeoutMs: 5000 });
    try {
      const result = await sender.send({ to: 'owner@example.com', subject: 'Hello from the test', text: 'First line\nSecond line' });
      expect(result.status).toBe('sent');
      expect(result.providerMessageId).toMatch(/@/);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@pharmachat.test', to: ['owner@example.com'] });
      expect(smtp.received[0]!.raw).toContain('Subject: Hello from the test');
      expect(smtp.received[0]!.raw).toContain('First line');
      // a contact-form message: replies go to the person who wrote it
      await sender.send({ to: 'support@pharmachat.test', replyTo: 'dana@example.com', subject: 'A question', text: 'Hello' });
      expect(smtp.received[1]!.raw).toContain('Reply-To: dana@example.com');
    } finally {
      sender.close();
      await smtp.stop();
    }
  });

  it('tells a permanent refusal (5xx) from a server that cannot be reached (retried)', async () => {
    const smtp = await startSmtpServer({ refuse: ['nobody@example.com'] });
    const sender = new SmtpMailSender({ url: smtp.url, from: 'no-reply@pharmachat.test', timeoutMs: 5000 });
    try {
      await expect(sender.send({ to: 'nobody@example.com', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(MailRejected);
    } finally {
      sender.close();
      await smtp.stop();
    }
    const unreachable = new SmtpMailSender({ url: smtp.url, from: 'no-reply@pharmachat.test', timeoutMs: 2000 });
    const error = await unreachable.send({ to: 'owner@example.com', subject: 'x', text: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(MailRejected);
  });

  it('chooses the adapter from SMTP_URL and MAIL_FROM, and names a bad value', () => {
    expect(mailSenderFrom({})).toBeInstanceOf(LocalOutboxMailSender);
    expect(mailSenderFrom({ SMTP_URL: 'smtp://user:secret@mail.example.com:587' })).toBeInstanceOf(SmtpMailSender);
    expect(() => mailSenderFrom({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL has the invalid value');
    expect(() => mailSenderFrom({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM has the invalid value');
    // contact-form messages go to SUPPORT_EMAIL, else to the MAIL_FROM address
    expect(supportAddressFrom({})).toBe('no-reply@pharmachat.local');
    expect(supportAddressFrom({ MAIL_FROM: 'PharmaChat <help@example.com>' })).toBe('help@example.com');
    expect(supportAddressFrom({ SUPPORT_EMAIL: 'support@example.com' })).toBe('support@example.com');
    expect(() => supportAddressFrom({ SUPPORT_EMAIL: 'nobody' })).toThrow('SUPPORT_EMAIL has the invalid value');
  });
});

describe('mails to owners: queued with the change, delivered after the commit, readable by the super admin', () => {
  let env: TestServices;
  let url: string;
  let superAdmin: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    env = await startTestServices([pharmacyService as never], { env: { SMTP_URL: smtp.url, MAIL_FROM: 'PharmaChat <no-reply@pharmachat.test>' } });
    url = env.get('pharmacy').url;
    superAdmin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'super_admin', username: 'root' });
  });
  afterAll(async () => {
    await env.stop();
    await smtp.stop();
  });

  const create = async (name: string, status = 'pending_approval') => {
    const result = await graphqlRequest<{ createPharmacy: { id: string } }>(url, 'mutation($input: CreatePharmacyInput!) { createPharmacy(input: $input) { id } }', { input: { ...details(name), status } }, superAdmin);
    expect(result.errors).toBeUndefined();
    return result.data!.createPharmacy.id;
  };
  const outbox = async (variables: Record<string, unknown> = {}, token = superAdmin) => graphqlRequest<Outbox>(url, OUTBOX, variables, token);

  it('rejects with the reason, mails the pharmacy, and the SMTP server receives it', async () => {
    const id = await create('Reason Pharmacy');
    const tooShort = await graphqlRequest(url, 'mutation($id: ID!) { rejectPharmacy(id: $id, reason: "no") { id } }', { id }, superAdmin);
    expect(tooShort.errors?.[0]).toMatchObject({ message: 'Please give a reason for the rejection (at least 5 characters).', extensions: { code: 'BAD_USER_INPUT' } });
    const rejected = await graphqlRequest<{ rejectPharmacy: { status: string; rejectionReason: string } }>(
      url,
      'mutation($id: ID!, $reason: String!) { rejectPharmacy(id: $id, reason: $reason) { status rejectionReason } }',
      { id, reason: 'The license number could not be verified.' },
      superAdmin,
    );
    expect(rejected.data?.rejectPharmacy).toEqual({ status: 'rejected', rejectionReason: 'The license number could not be verified.' });
    const mail = await expectEventually(async () => (await outbox({ pharmacyId: id })).data?.mailOutbox.mails.find((m) => m.kind === 'rejected' && m.status === 'sent'));
    expect(mail).toMatchObject({ to: 'reason.pharmacy@example.com', provider: 'smtp', subject: 'Your registration of Reason Pharmacy was not approved' });
    expect(mail.body).toContain('Reason: The license number could not be verified.');
    expect(smtp.received.some((m) => m.to.includes('reason.pharmacy@example.com') && m.raw.includes('could not be verified'))).toBe(true);
  });

  it('sends the approval message only to an approved pharmacy, with the super admin’s text', async () => {
    const pending = await create('Waiting Pharmacy');
    const early = await graphqlRequest(url, 'mutation($id: ID!) { sendApprovalMessage(id: $id, message: "Welcome aboard!") { message } }', { id: pending }, superAdmin);
    expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const id = await create('Welcome Pharmacy', 'active');
    const sent = await graphqlRequest<{ sendApprovalMessage: { message: string; mail: { kind: string; status: string } } }>(
      url,
      'mutation($id: ID!, $message: String!) { sendApprovalMessage(id: $id, message: $message, sendSms: true) { message mail { kind status } } }',
      { id, message: 'Welcome aboard!\nYour pharmacy is live.' },
      superAdmin,
    );
    expect(sent.data?.sendApprovalMessage).toEqual({ message: 'Welcome aboard!\nYour pharmacy is live.', mail: { kind: 'approval_message', status: 'queued' } });
    await expectEventually(() => smtp.received.find((m) => m.to.includes('welcome.pharmacy@example.com') && m.raw.includes('Welcome aboard!')));
    const events = await env.get('pharmacy').db.em().execute<{ type: string }[]>('select type from pharmacy.outbox where aggregate_id = ? order by seq', [id]);
    expect(events.map((e) => e.type)).toContain('pharmacy.approval-message.sent');
  });

  it('suspends and reactivates only from the right status, each with a mail', async () => {
    const id = await create('Pause Pharmacy', 'active');
    const suspend = 'mutation($id: ID!) { suspendPharmacy(id: $id) { status suspendedAt } }';
    const reactivate = 'mutation($id: ID!) { reactivatePharmacy(id: $id) { status suspendedAt } }';
    expect((await graphqlRequest(url, reactivate, { id }, superAdmin)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const suspended = await graphqlRequest<{ suspendPharmacy: { status: string; suspendedAt: string | null } }>(url, suspend, { id }, superAdmin);
    expect(suspended.data?.suspendPharmacy.status).toBe('suspended');
    expect((await graphqlRequest<{ publicPharmacies: { id: string }[] }>(url, '{ publicPharmacies { id } }')).data?.publicPharmacies.map((p) => p.id)).not.toContain(id);
    const back = await graphqlRequest<{ reactivatePharmacy: { status: string; suspendedAt: string | null } }>(url, reactivate, { id }, superAdmin);
    expect(back.data?.reactivatePharmacy).toEqual({ status: 'active', suspendedAt: null });
    const kinds = await expectEventually(async () => {
      const mails = (await outbox({ pharmacyId: id })).data!.mailOutbox.mails;
      return mails.length >= 2 && mails.every((m) => m.status === 'sent') ? mails.map((m) => m.kind) : null;
    });
    expect(kinds.sort()).toEqual(['reactivated', 'suspended']);
  });

  it('pages the outbox newest first, for super admins only', async () => {
    const all = (await outbox({ first: 200 })).data!.mailOutbox;
    expect(all.provider).toBe('smtp');
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const first = (await outbox({ first: 2 })).data!.mailOutbox;
    expect(first.mails.map((m) => m.id)).toEqual(all.mails.slice(0, 2).map((m) => m.id));
    const second = (await outbox({ first: 2, after: first.nextCursor })).data!.mailOutbox;
    expect(second.mails.map((m) => m.id)).toEqual(all.mails.slice(2, 4).map((m) => m.id));
    expect((await outbox({ first: 0 })).errors?.[0]?.message).toBe('first must be between 1 and 200.');
    expect((await outbox({ after: 'garbage' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const admin = await env.auth.tokenFor({ kind: 'staff', subject: randomUUID(), role: 'pharmacy_admin', pharmacyId: randomUUID() });
    expect((await outbox({}, admin)).errors?.[0]).toMatchObject({ message: 'Only super administrators can manage pharmacies.', extensions: { code: 'FORBIDDEN' } });
    expect((await graphqlRequest(url, OUTBOX, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lists and filters pharmacies for the super admin, and deletes one with a record of what went', async () => {
    const id = await create('Gone Tomorrow Pharmacy', 'active');
    const list = await graphqlRequest<{ adminPharmacies: { id: string; status: string }[] }>(url, 'query($s: String, $st: PharmacyStatus) { adminPharmacies(search: $s, status: $st) { id status } }', { s: 'gone tomorrow', st: 'active' }, superAdmin);
    expect(list.data?.adminPharmacies).toEqual([{ id, status: 'active' }]);
    const deleted = await graphqlRequest<{ deletePharmacy: { pharmacyId: string; name: string; deletedBy: string; complete: boolean; reports: { service: string; counts: { what: string; count: number }[] }[] } }>(
      url,
      'mutation($id: ID!) { deletePharmacy(id: $id) { pharmacyId name deletedBy complete reports { service counts { what count } } } }',
      { id },
      superAdmin,
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deletePharmacy).toMatchObject({ pharmacyId: id, name: 'Gone Tomorrow Pharmacy', deletedBy: 'root', complete: false });
    expect(deleted.data?.deletePharmacy.reports).toEqual([{ service: 'pharmacy', counts: [{ what: 'pharmacies', count: 1 }, { what: 'mails', count: 0 }] }]);
    const again = await graphqlRequest(url, 'mutation($id: ID!) { deletePharmacy(id: $id) { id } }', { id }, superAdmin);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const events = await env.get('pharmacy').db.em().execute<{ type: string }[]>('select type from pharmacy.outbox where aggregate_id = ? order by seq', [id]);
    expect(events.map((e) => e.type)).toContain('pharmacy.pharmacy.deleted');
  });
});
