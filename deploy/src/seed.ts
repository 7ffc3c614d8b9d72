import { systemPrincipal } from '@pharmachat/chassis';
import type { AssistantApplication } from '@pharmachat/ai-assistant';
import type { DoctorApplication } from '@pharmachat/doctor';
import type { IdentityApplication } from '@pharmachat/identity';
import type { PharmacyApplication } from '@pharmachat/pharmacy';

export interface DemoSignIn {
  role: string;
  pharmacy: string | null;
  username: string;
  password: string;
}

interface DemoPharmacy {
  key: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  licenseNumber: string;
  saturdayClose: string;
  knowledge: { category: string; question: string; answer: string; tags: string[] }[];
}

const sharedKnowledge = (name: string, phone: string, saturdayClose: string) => [
  {
    category: 'store_hours',
    question: 'What are your store hours?',
    answer: `${name} is open Monday to Friday 9:00 AM to 6:00 PM and Saturday 9:00 AM to ${saturdayClose}. We are closed on Sunday. This chat is available 24/7 and a pharmacist answers during opening hours.`,
    tags: ['hours', 'open', 'opening', 'close', 'closing', 'saturday', 'sunday', 'weekend'],
  },
  {
    category: 'refill_requests',
    question: 'How do I request a prescription refill?',
    answer: `Send us your name, date of birth and the prescription number (on your bottle label) in this chat, or call ${phone}. Most refills are ready for pickup within 24 hours; we message you when it is ready. If no refills are left, we contact your doctor for a renewal.`,
    tags: ['refill', 'refills', 'prescription', 'renew', 'renewal', 'ready', 'pickup'],
  },
  {
    category: 'side_effects',
    question: 'What should I do if I notice side effects from a medication?',
    answer:
      'Mild side effects such as an upset stomach, drowsiness or a headache often ease after a few days. Do not stop a prescribed medication on your own: tell a pharmacist which medicine you take and what you notice, and we will advise you or contact your doctor. For swelling of the face or throat, trouble breathing or chest pain, call 911 immediately.',
    tags: ['side effects', 'side effect', 'reaction', 'nausea', 'drowsy', 'headache'],
  },
  {
    category: 'medication_info',
    question: 'Can I get a generic version of my medication?',
    answer:
      'Most brand-name medications have a generic version with the same active ingredient, strength and effect, usually at a lower price. Ask us in this chat or at the counter and we will check whether a generic is available for your prescription and whether your insurance covers it.',
    tags: ['generic', 'brand', 'cheaper', 'price', 'cost', 'medication'],
  },
  {
    category: 'drug_interactions',
    question: 'Can you check whether my medications interact?',
    answer:
      'Yes. A pharmacist can review all your medications, including over-the-counter products and supplements, for interactions. Send us the list in this chat or bring your medications to the counter; the review is free.',
    tags: ['interaction', 'interactions', 'together', 'combine', 'mix', 'supplements'],
  },
  {
    category: 'general',
    question: 'Do you offer flu shots and vaccinations?',
    answer: `Yes, ${name} offers flu shots and other routine vaccinations for adults and children over 3 years old. Walk in during opening hours or book a time by calling ${phone}. Bring your insurance card.`,
    tags: ['flu', 'shot', 'vaccine', 'vaccination', 'immunization', 'covid'],
  },
];

export const demoPharmacies: DemoPharmacy[] = [
  {
    key: 'downtown',
    name: 'Downtown Community Pharmacy',
    address: '120 Main Street, Springfield, IL 62701',
    phone: '(217) 555-0142',
    email: 'care@downtown-pharmacy.example',
    licenseNumber: 'IL-PH-104233',
    saturdayClose: '2:00 PM',
    knowledge: [],
  },
  {
    key: 'riverside',
    name: 'Riverside Health Pharmacy',
    address: '45 River Road, Springfield, IL 62704',
    phone: '(217) 555-0178',
    email: 'hello@riverside-health.example',
    licenseNumber: 'IL-PH-208871',
    saturdayClose: '2:00 PM',
    knowledge: [],
  },
];

/** Demo passwords are for the demo data only; change them or start with an empty database in production. */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_PATIENT_EMAIL = 'patient@pharmachat.example';
export const DEMO_DOCTOR_EMAIL = 'doctor@pharmachat.example';

export interface SeedApplications {
  identity: IdentityApplication;
  pharmacy: PharmacyApplication;
  assistant: AssistantApplication;
}

/** Whether the demo data is already there (the first start seeds it). */
export async function isSeeded(apps: SeedApplications): Promise<boolean> {
  return (await apps.pharmacy.listPublicPharmacies()).length > 0;
}

/**
 * Seeds demo data through the services' own use cases, as a user would create it: pharmacies registered and
 * approved (which starts their trial and opens them for chat through events), staff accounts, knowledge base.
 */
export async function seedDemoData(apps: SeedApplications): Promise<DemoSignIn[]> {
  const signIns: DemoSignIn[] = [];
  await apps.identity.createStaffUser(systemPrincipal, {
    username: 'superadmin',
    email: 'superadmin@pharmachat.example',
    password: DEMO_PASSWORD,
    firstName: 'Sam',
    lastName: 'Rivera',
    role: 'super_admin',
    pharmacyId: null,
  });
  signIns.push({ role: 'super_admin', pharmacy: null, username: 'superadmin', password: DEMO_PASSWORD });

  for (const demo of demoPharmacies) {
    const registered = await apps.pharmacy.registerPharmacy(systemPrincipal, {
      name: demo.name,
      address: demo.address,
      phone: demo.phone,
      email: demo.email,
      licenseNumber: demo.licenseNumber,
    });
    await apps.pharmacy.approvePharmacy(systemPrincipal, registered.id);
    for (const role of ['pharmacy_admin', 'pharmacy_staff'] as const) {
      const username = `${demo.key}.${role === 'pharmacy_admin' ? 'admin' : 'staff'}`;
      await apps.identity.createStaffUser(systemPrincipal, {
        username,
        email: `${username}@pharmachat.example`,
        password: DEMO_PASSWORD,
        firstName: role === 'pharmacy_admin' ? 'Alex' : 'Jordan',
        lastName: demo.key === 'downtown' ? 'Morgan' : 'Lee',
        role,
        pharmacyId: registered.id,
      });
      signIns.push({ role, pharmacy: demo.name, username, password: DEMO_PASSWORD });
    }
    for (const entry of [...sharedKnowledge(demo.name, demo.phone, demo.saturdayClose), ...demo.knowledge]) {
      await apps.assistant.createEntry(systemPrincipal, registered.id, entry);
    }
  }

  // a registered patient (the host needs no captcha)
  await apps.identity.patients.register(systemPrincipal, {
    email: DEMO_PATIENT_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Maria',
    lastName: 'Garcia',
    phone: '(217) 555-0101',
    zipCode: '62701',
  });
  signIns.push({ role: 'patient', pharmacy: null, username: DEMO_PATIENT_EMAIL, password: DEMO_PASSWORD });
  return signIns;
}

/**
 * A demo doctor, registered and approved the way a doctor and the super admin would: identity takes the form (the
 * host needs no captcha), the doctor service creates the profile from its event (`settle` waits for it), approval.
 */
export async function seedDemoDoctor(identity: IdentityApplication, doctors: DoctorApplication, settle: () => Promise<void>): Promise<DemoSignIn> {
  const account = await identity.doctors.register(systemPrincipal, {
    email: DEMO_DOCTOR_EMAIL,
    password: DEMO_PASSWORD,
    firstName: 'Grace',
    lastName: 'Chen',
    phone: '(217) 555-0150',
    licenseNumber: 'IL-MD-20451',
    licenseState: 'IL',
    npiNumber: '1457389201',
    practiceName: 'Springfield Family Practice',
    practiceAddress: '210 South 6th Street, Springfield, IL 62701',
    specialtyArea: 'Family Medicine',
    agreeToTerms: true,
    agreeToHipaa: true,
  });
  await settle();
  await doctors.review.approve(systemPrincipal, account.id);
  await settle();
  return { role: 'doctor', pharmacy: null, username: DEMO_DOCTOR_EMAIL, password: DEMO_PASSWORD };
}
