import { readFileSync } from 'node:fs';
import { gql } from 'graphql-tag';
import { CaptchaVerifier, captchaSettingsFrom, type ServiceModule } from '@pharmachat/chassis';
import { pharmacyMigrations as initialMigrations } from '../migrations/0001-initial.migration';
import { PharmacyCaptcha } from '../migrations/0002-captcha.migration';
import { PharmacyOwnersLifecycleAndMail } from '../migrations/0003-owners-lifecycle-and-mail.migration';
import { MailOutbox } from './application/mail-outbox';
import { PharmacyApplication } from './application/pharmacy.application';
import { mailSenderFrom, supportAddressFrom } from './infrastructure/mail/mail-config';
import { pharmacySubscriptions } from './events/subscriptions';
import { pharmacyResolvers } from './graphql/pharmacy.resolver';
import { PharmacySelfService } from './application/pharmacy-self-service';
import { withSelfService, type PharmacyApplicationWithSelfService } from './graphql/self-service.resolver';
import { selfServiceSubscriptions } from './events/self-service.subscriptions';
import { PharmacyPlanSchema } from './infrastructure/pharmacy-plan.entities';
import { PharmacyPlanProjection } from '../migrations/0004-pharmacy-plan.migration';
import { PharmacyMailReplyTo } from '../migrations/0005-mail-reply-to.migration';
import { pharmacyEntities } from './infrastructure/pharmacy.entities';

export const pharmacyTypeDefs = gql(readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8'));

/** The pharmacy context: pharmacies (tenants), their review and approval, opening hours, settings, public directory. */
export const pharmacyService: ServiceModule<PharmacyApplication> = {
  name: 'pharmacy',
  schema: 'pharmacy',
  entities: [...pharmacyEntities, PharmacyPlanSchema],
  migrations: [...initialMigrations, { name: '0002-captcha', class: PharmacyCaptcha }, { name: '0003-owners-lifecycle-and-mail', class: PharmacyOwnersLifecycleAndMail }, { name: '0004-pharmacy-plan', class: PharmacyPlanProjection }, { name: '0005-mail-reply-to', class: PharmacyMailReplyTo }],
  typeDefs: pharmacyTypeDefs,
  createApplication: ({ db, logger, config, env }) => {
    // mails to owners and contact-form messages to support: SMTP when SMTP_URL is set, otherwise the local outbox; the bus's retries bound the attempts
    const mail = new MailOutbox(db, { sender: mailSenderFrom(env, logger), maxAttempts: config.OUTBOX_MAX_ATTEMPTS, supportAddress: supportAddressFrom(env) }, logger);
    const app = new PharmacyApplication(db, logger, new CaptchaVerifier(db, captchaSettingsFrom(config)), mail);
    // the owner's Settings and Pharmacy Locations
    return Object.assign(app, { selfService: new PharmacySelfService(db, logger) });
  },
  resolvers: (app) => withSelfService(pharmacyResolvers(app), (app as PharmacyApplicationWithSelfService).selfService),
  subscriptions: (app) => [...pharmacySubscriptions(app), ...selfServiceSubscriptions((app as PharmacyApplicationWithSelfService).selfService)],
};

export { PharmacyApplication };
export * from './domain/opening-hours';
export * from './domain/pharmacy';
export { MailOutbox } from './application/mail-outbox';
export { SmtpMailSender } from './infrastructure/mail/smtp-mail-sender';
export { mailSenderFrom, mailConfigShape } from './infrastructure/mail/mail-config';
