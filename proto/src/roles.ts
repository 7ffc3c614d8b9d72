/** The staff roles every service and client shares (a closed set: the GraphQL enum StaffRole has the same values). */
export const staffRoles = ['super_admin', 'pharmacy_admin', 'pharmacy_staff'] as const;
export type StaffRole = (typeof staffRoles)[number];
