import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './LegalPage';
import { support } from './support-info';

const sections: LegalSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        PharmaChat runs a chat service for pharmacies. Each pharmacy decides what its assistant knows and answers its own patients; PharmaChat
        operates the platform for them. For the chats you have with a pharmacy, that pharmacy is responsible for your information and PharmaChat
        processes it on the pharmacy's behalf. For pharmacy accounts, doctor accounts and messages sent with our contact form, PharmaChat is
        responsible.
      </p>
    ),
  },
  {
    title: 'What we store',
    body: (
      <ul>
        <li>
          <strong>Chats with a pharmacy:</strong> the name and phone number you give to start the chat, your messages, the assistant's and staff's
          replies, the time of each message, whether the chat was marked urgent or handed to staff, and the rating and comments you give at the end.
        </li>
        <li>
          <strong>Patient accounts (optional):</strong> your e-mail address, name, and, if you give them, phone, date of birth and ZIP code. Your
          password is stored only as an Argon2id hash: nobody, including us, can read it.
        </li>
        <li>
          <strong>Pharmacy and staff accounts:</strong> the pharmacy's name, address, phone, e-mail, licence number, opening hours, settings and
          knowledge base; each staff member's username, e-mail, name, role and notification preferences.
        </li>
        <li>
          <strong>Sign-in records:</strong> when each sign-in session started and ended, so a session can be ended on every device. Failed sign-in
          attempts are counted per account and network address for a few minutes, to stop password guessing.
        </li>
        <li>
          <strong>Text messages:</strong> when pharmacy staff choose to answer you by SMS, the reply and your phone number, to send it.
        </li>
        <li>
          <strong>Contact form:</strong> your name, e-mail address, optional phone, the subject and message, and a one-way fingerprint of your
          network address (used only to limit how many messages one sender can send in an hour).
        </li>
        <li>
          <strong>Audit log:</strong> every time staff open or change patient data, who did it, when and on which record. It never holds message
          text.
        </li>
      </ul>
    ),
  },
  {
    title: 'How long we keep it: the 90-day deletion',
    body: (
      <>
        <p>
          Chat sessions, their messages, the ratings and comments given in them, and the text messages sent for them are deleted automatically 90
          days after the chat's last activity. The deletion runs every night at 2:00 AM; a deleted chat cannot be recovered by us or by the
          pharmacy. Staff can also clear a chat earlier, which deletes it for good at once.
        </p>
        <p>
          What stays after the deletion holds no message text: counts and averages for the pharmacy's dashboards (how many chats, response times,
          average ratings), and the audit log, which we keep to prove who accessed patient data. Accounts are kept until they are deleted; contact
          form messages until we have dealt with them (ask us and we delete yours).
        </p>
      </>
    ),
  },
  {
    title: 'Who sees what',
    body: (
      <ul>
        <li>
          <strong>You</strong> see your own chats: as a guest, only in the browser that started them (a private token kept in that browser); with a
          patient account, wherever you sign in. Knowing someone's name and phone number never opens their chat.
        </li>
        <li>
          <strong>The pharmacy you chat with:</strong> its staff see its own chats, and only those. Another pharmacy never sees them. The pharmacy's
          administrators manage its staff and see its audit log.
        </li>
        <li>
          <strong>The assistant</strong> reads your message to answer it from the pharmacy's knowledge base and to spot emergencies. If the pharmacy's
          operator connects an AI language model, your message is sent to that model to word the answer; otherwise nothing leaves our servers.
        </li>
        <li>
          <strong>The platform's super administrator</strong> manages pharmacies and accounts and reads contact-form messages. Each access to patient
          data is recorded in the audit log.
        </li>
        <li>
          <strong>Service providers:</strong> the card payment provider (Stripe) receives card details when a pharmacy pays for a plan, directly
          from the browser; we never see the card number. The SMS provider receives a text and the phone number it goes to, when staff send one.
        </li>
      </ul>
    ),
  },
  {
    title: 'No trackers, no third-party captcha',
    body: (
      <>
        <p>
          PharmaChat loads no advertising, analytics or social-media scripts and sets no tracking cookies: every page, script and style comes from
          our own server, which the browser is told to enforce (a content security policy that allows only our own address).
        </p>
        <p>
          Our forms are protected by a self-hosted captcha (ALTCHA): your browser solves a small computing puzzle when you tick "I'm not a robot".
          No image puzzles, and nothing is sent to Google or any other outside service.
        </p>
        <p>
          Your browser keeps your sign-in and, for guest chats, the token that lets you return to your chat, in its local storage. Signing out
          removes the sign-in; clearing the browser's site data removes both.
        </p>
      </>
    ),
  },
  {
    title: 'Security',
    body: (
      <p>
        Every request is checked on the server for who is asking and for which pharmacy. Sign-ins expire after 30 idle minutes and at most 12 hours;
        changing a password or deactivating an account ends its sessions everywhere at once. Each pharmacy's data is kept apart from every other
        pharmacy's.
      </p>
    ),
  },
  {
    title: 'Your choices and rights',
    body: (
      <p>
        You can ask for a copy of what we hold about you, have it corrected, or have it deleted before the 90 days are up: write to{' '}
        <a href={`mailto:${support.email}`}>{support.email}</a> or use the <Link to="/contact">contact form</Link>. For chats with a pharmacy you
        can also ask the pharmacy directly. Health privacy laws such as HIPAA give you further rights over health information a pharmacy holds.
      </p>
    ),
  },
  {
    title: 'Changes',
    body: <p>When this policy changes, the date at the top changes with it; important changes are announced to pharmacies by e-mail first.</p>,
  },
];

/** The privacy policy (/privacy): what PharmaChat stores, for how long, and who sees it. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 25, 2026"
      intro="This policy explains what PharmaChat stores when you chat with a pharmacy, create an account or write to us, how long it is kept and who can see it."
      sections={sections}
    />
  );
}
