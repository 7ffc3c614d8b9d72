/**
 * How to reach the people who run PharmaChat (spec part 2, section 2.15): the support hours, reply times and
 * channels shown on the contact page and the staff help page.
 */
export const support = {
  email: 'support@pharmachat.example',
  phone: '+1 (217) 555-0199',
  phoneHref: 'tel:+12175550199',
  website: 'https://pharmachat.example',
  timeZone: 'Central Time (CST)',
  hours: [
    { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM - 2:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  emailReply: 'E-mails are answered within 24 hours.',
  emergencyReply: 'Platform emergencies (the chat is down for your pharmacy) are answered within 2 hours.',
} as const;

/** What a contact-form message is about (the server's ContactTopic). */
export const contactTopicLabels = {
  general: 'General question',
  support: 'Technical support',
  billing: 'Plans and billing',
  pharmacy_onboarding: 'Registering a pharmacy',
  privacy: 'Privacy and my data',
} as const;
