/** The registration form's choices (spec part 2 section 2.19): 17 specialties, Family Medicine to Other. */
export const DOCTOR_SPECIALTIES = [
  'Family Medicine',
  'Internal Medicine',
  'Pediatrics',
  'Cardiology',
  'Dermatology',
  'Emergency Medicine',
  'Endocrinology',
  'Gastroenterology',
  'Neurology',
  'Obstetrics & Gynecology',
  'Oncology',
  'Orthopedics',
  'Psychiatry',
  'Pulmonology',
  'Rheumatology',
  'Urology',
  'Other',
] as const;

/** The 50 US states (the license state list): postal code and name. */
export const US_STATES: [string, string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'],
  ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** Spec part 2 section 5: the doctor registration rules and their messages. */
export const doctorRegistrationMessages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 8 characters',
  confirmPassword: "Passwords don't match",
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  phone: 'Phone number must be at least 10 digits',
  licenseNumber: 'License number must be at least 5 characters',
  licenseState: 'License state is required',
  practiceName: 'Practice name must be at least 2 characters',
  practiceAddress: 'Practice address must be at least 10 characters',
  specialtyArea: 'Specialty area is required',
  terms: 'You must agree to terms and conditions',
  hipaa: 'You must agree to HIPAA compliance',
};

/** Spec part 2 section 8: what a refused sign-in says. */
export const DOCTOR_LOGIN_ALERTS = {
  pending: { title: 'Account Pending', description: "Your doctor account is still under review. You'll receive an email once approved." },
  rejected: { title: 'Account Rejected', description: 'Your doctor account application was not approved. Please contact support for details.' },
};

/** Doctor chat priorities (spec part 2 section 4): urgent red, high orange, normal blue, low grey (AA-contrast tones). */
export const PRIORITY_TONES = { urgent: 'red', high: 'amber', normal: 'blue', low: 'grey' } as const;
export const STATUS_TONES = { active: 'green', resolved: 'grey', closed: 'grey' } as const;
export const PRIORITY_OPTIONS = [
  { value: 'low', label: 'Low - General inquiry' },
  { value: 'normal', label: 'Normal - Standard request' },
  { value: 'high', label: 'High - Time-sensitive' },
  { value: 'urgent', label: 'Urgent - Immediate attention needed' },
];

/**
 * antd's placeholder grey is 2.6:1 on white and a hovered tab's light teal about 3:1; these keep 4.5:1 or more
 * (axe's colour contrast, WCAG AA).
 */
export const READABLE_PLACEHOLDERS = { token: { colorTextPlaceholder: '#6b7280' }, components: { Tabs: { itemHoverColor: '#115e59', itemActiveColor: '#115e59' } } };
