import { Link } from 'react-router-dom';
import { EmergencyCall } from '../emergency/EmergencyNumber';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    title: 'The service',
    body: (
      <p>
        PharmaChat lets patients chat with a pharmacy at any hour. An AI assistant answers from the information the pharmacy has given it (its
        knowledge base: opening hours, services, policies) and hands the chat to the pharmacy's staff when it has no answer. Pharmacies use PharmaChat
        to answer their patients; PharmaChat operates the platform.
      </p>
    ),
  },
  {
    title: 'Not a medical service, not for emergencies',
    body: (
      <>
        <p>
          The assistant gives general information from the pharmacy's knowledge base. It does not diagnose, prescribe or replace advice from your
          pharmacist, doctor or another health professional. Always read the label and ask your pharmacist about your own medicines.
        </p>
        <p>
          <strong>
            Do not use the chat in an emergency. <EmergencyCall />
          </strong>{' '}
          When a message sounds urgent (for example chest pain, trouble breathing or a severe allergic reaction) the assistant tells you to call the
          emergency services and alerts the pharmacy's staff, but staff may not be available at once.
        </p>
      </>
    ),
  },
  {
    title: 'Using the chat',
    body: (
      <ul>
        <li>Give your own name and phone number, and write only about yourself or someone you care for.</li>
        <li>Do not send anything unlawful, abusive or meant to disrupt the service, and do not try to reach other people's chats or accounts.</li>
        <li>
          Chats are deleted 90 days after their last activity (see the <Link to="/privacy">Privacy Policy</Link>); keep anything you need from them
          yourself.
        </li>
      </ul>
    ),
  },
  {
    title: 'Accounts',
    body: (
      <p>
        Keep your password to yourself and tell us at once if you think someone else used your account. Pharmacy administrators are responsible for
        the staff accounts they create and for ending the access of people who leave. We may suspend an account that breaks these terms or puts
        patients at risk.
      </p>
    ),
  },
  {
    title: 'Pharmacies on PharmaChat',
    body: (
      <ul>
        <li>
          A pharmacy registers with true details (including its licence number); we review each registration, usually within 24 hours, and may
          refuse one we cannot verify.
        </li>
        <li>
          The pharmacy is responsible for what its knowledge base says and what its staff write, and for following the laws that apply to its
          pharmacy practice and to its patients' health information.
        </li>
        <li>
          Plans are billed monthly and can be cancelled at any time, with no setup fees. The free trial includes up to 100 conversations; when a plan's
          monthly conversations are used up, new chats wait until the next month or an upgrade.
        </li>
      </ul>
    ),
  },
  {
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep PharmaChat available around the clock but cannot promise it never fails; planned maintenance is announced to pharmacies in
        advance. To the extent the law allows, PharmaChat is not liable for decisions taken on the basis of the assistant's general information
        without asking a health professional.
      </p>
    ),
  },
  {
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: use the <Link to="/contact">contact form</Link>. We may update these terms; the date at the top shows the
        current version, and pharmacies are told by e-mail before important changes take effect.
      </p>
    ),
  },
];

/** The terms of service (/terms). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 25, 2026"
      intro="These terms apply to everyone who uses PharmaChat: patients chatting with a pharmacy, pharmacies and their staff, and doctors using the doctor portal."
      sections={sections}
    />
  );
}
