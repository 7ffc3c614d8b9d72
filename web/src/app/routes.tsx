import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type * as DoctorScreens from '../features/doctor-portal/screens';

/** Where a screen lives: the public site, the staff shell, or (later) the doctor portal. */
export type RouteArea = 'public' | 'staff' | 'doctor';

export interface AppRoute {
  path: string;
  area: RouteArea;
  /** the screen, loaded on demand (so public pages never load staff code); null = not built yet, not routed */
  screen: LazyExoticComponent<ComponentType> | null;
}

const LandingPage = lazy(() => import('../features/home/LandingPage'));
const StaffLoginPage = lazy(() => import('../features/auth/StaffLoginPage'));
const PharmacyFinderPage = lazy(() => import('../features/pharmacy-finder/PharmacyFinderPage'));
const PatientChatPage = lazy(() => import('../features/patient-chat/PatientChatPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const PharmacyDashboardPage = lazy(() => import('../features/dashboard/PharmacyDashboardPage'));
const AdminDashboardPage = lazy(() => import('../features/dashboard/AdminDashboardPage'));
const AnalyticsPage = lazy(() => import('../features/dashboard/AnalyticsPage'));
const StaffChatPage = lazy(() => import('../features/staff-chat/StaffChatPage'));
const PatientRegisterPage = lazy(() => import('../features/patient-auth/PatientRegisterPage'));
const PatientLoginPage = lazy(() => import('../features/patient-auth/PatientLoginPage'));
const UserManagementPage = lazy(() => import('../features/users/UserManagementPage'));
const AdminUsersPage = lazy(() => import('../features/admin-users/AdminUsersPage'));
const StaffNotificationsPage = lazy(() => import('../features/notifications/StaffNotificationsPage'));
const ChatManagementPage = lazy(() => import('../features/chat-management/ChatManagementPage'));
const ContactPage = lazy(() => import('../features/public-site/ContactPage'));
const TermsPage = lazy(() => import('../features/public-site/TermsPage'));
const PrivacyPage = lazy(() => import('../features/public-site/PrivacyPage'));
const HelpPage = lazy(() => import('../features/public-site/HelpPage'));
const AdminContactMessagesPage = lazy(() => import('../features/public-site/AdminContactMessagesPage'));
const KnowledgeBasePage = lazy(() => import('../features/knowledge-base/KnowledgeBasePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const PharmacyLocationsPage = lazy(() => import('../features/locations/PharmacyLocationsPage'));
const PharmacyRegistrationPage = lazy(() => import('../features/pharmacy-registration/PharmacyRegistrationPage'));
const AdminPharmaciesPage = lazy(() => import('../features/admin-pharmacies/AdminPharmaciesPage'));
const MailOutboxPage = lazy(() => import('../features/admin-pharmacies/MailOutboxPage'));
const SubscriptionPage = lazy(() => import('../features/subscription/SubscriptionPage'));
const AdminSubscriptionsPage = lazy(() => import('../features/subscription/AdminSubscriptionsPage'));
// the doctor portal and the doctor screens of the staff app: one dynamic import (one chunk, one preload list)
const doctorScreen = (name: keyof typeof DoctorScreens) => lazy(() => import('../features/doctor-portal/screens').then((screens) => ({ default: screens[name] })));
export const DoctorPortalLayout = doctorScreen('DoctorPortalLayout');
const DoctorRegisterPage = doctorScreen('DoctorRegisterPage');
const DoctorLoginPage = doctorScreen('DoctorLoginPage');
const DoctorDashboardPage = doctorScreen('DoctorDashboardPage');
const DoctorNewChatPage = doctorScreen('DoctorNewChatPage');
const DoctorFindPharmaciesPage = doctorScreen('DoctorFindPharmaciesPage');
const DoctorChatPage = doctorScreen('DoctorChatPage');
const AdminDoctorsPage = doctorScreen('AdminDoctorsPage');
const DoctorConnectionsPage = doctorScreen('DoctorConnectionsPage');

/**
 * The route table of the specification (part 2, section 2.1), in one place. Screens that come with later
 * work are listed with `screen: null`: they are neither routed nor linked, and show the Not Found screen.
 */
export const routes: AppRoute[] = [
  // public
  { path: '/', area: 'public', screen: LandingPage },
  { path: '/login', area: 'public', screen: StaffLoginPage },
  { path: '/pharmacy-finder', area: 'public', screen: PharmacyFinderPage },
  { path: '/pharmacies', area: 'public', screen: PharmacyFinderPage },
  { path: '/chat/:pharmacyId', area: 'public', screen: PatientChatPage },
  { path: '/patient-register', area: 'public', screen: PatientRegisterPage },
  { path: '/patient-login', area: 'public', screen: PatientLoginPage },
  { path: '/pharmacy-login', area: 'public', screen: StaffLoginPage },
  // linked from the doctor login (spec part 2, section 2.19): the same staff sign-in
  { path: '/staff-login', area: 'public', screen: StaffLoginPage },
  { path: '/pharmacy-register', area: 'public', screen: PharmacyRegistrationPage },
  // the registration form's own path (spec part 2, section 2.1: linked, path not shown)
  { path: '/pharmacy-registration', area: 'public', screen: PharmacyRegistrationPage },
  { path: '/doctor-register', area: 'public', screen: DoctorRegisterPage },
  { path: '/doctor-login', area: 'public', screen: DoctorLoginPage },
  { path: '/contact', area: 'public', screen: ContactPage },
  { path: '/support', area: 'public', screen: ContactPage },
  { path: '/terms', area: 'public', screen: TermsPage },
  { path: '/privacy', area: 'public', screen: PrivacyPage },
  // doctor portal
  { path: '/doctor-dashboard', area: 'doctor', screen: DoctorDashboardPage },
  { path: '/doctor-new-chat', area: 'doctor', screen: DoctorNewChatPage },
  { path: '/doctor-find-pharmacies', area: 'doctor', screen: DoctorFindPharmaciesPage },
  { path: '/doctor-chat/:sessionId', area: 'doctor', screen: DoctorChatPage },
  // staff and admin, inside the authenticated shell
  { path: '/dashboard', area: 'staff', screen: DashboardPage },
  { path: '/pharmacy-dashboard', area: 'staff', screen: PharmacyDashboardPage },
  { path: '/admin-dashboard', area: 'staff', screen: AdminDashboardPage },
  { path: '/chat-management', area: 'staff', screen: ChatManagementPage },
  { path: '/staff-chat', area: 'staff', screen: StaffChatPage },
  { path: '/staff-notifications', area: 'staff', screen: StaffNotificationsPage },
  { path: '/analytics', area: 'staff', screen: AnalyticsPage },
  { path: '/knowledge-base', area: 'staff', screen: KnowledgeBasePage },
  { path: '/pharmacy-management', area: 'staff', screen: PharmacyLocationsPage },
  { path: '/users', area: 'staff', screen: UserManagementPage },
  { path: '/subscription', area: 'staff', screen: SubscriptionPage },
  { path: '/settings', area: 'staff', screen: SettingsPage },
  { path: '/help', area: 'staff', screen: HelpPage },
  { path: '/admin-pharmacies', area: 'staff', screen: AdminPharmaciesPage },
  { path: '/admin/pharmacies', area: 'staff', screen: AdminPharmaciesPage },
  // not in the spec's table: the super admin's view of every mail the platform sent (or kept without SMTP)
  { path: '/admin/mail-outbox', area: 'staff', screen: MailOutboxPage },
  { path: '/admin-users', area: 'staff', screen: AdminUsersPage },
  { path: '/admin/users', area: 'staff', screen: AdminUsersPage },
  { path: '/admin-subscriptions', area: 'staff', screen: AdminSubscriptionsPage },
  { path: '/admin/subscriptions', area: 'staff', screen: AdminSubscriptionsPage },
  // not in the spec's table: the super admin's list of contact-form messages
  { path: '/admin/messages', area: 'staff', screen: AdminContactMessagesPage },
  // not in the spec's table: the super admin's review of doctors, and a pharmacy admin's doctor connection requests
  { path: '/admin/doctors', area: 'staff', screen: AdminDoctorsPage },
  { path: '/doctor-connections', area: 'staff', screen: DoctorConnectionsPage },
];

export const builtRoutes = (area: RouteArea) => routes.filter((r) => r.area === area && r.screen !== null);

/** Every route of an area, built or not (the staff shell keeps its frame and shows Not Found on the unbuilt ones). */
export const areaRoutes = (area: RouteArea) => routes.filter((r) => r.area === area);

/** Whether a path has a screen (used to link only to what exists). */
export function isBuilt(path: string): boolean {
  return routes.some((r) => r.path === path && r.screen !== null);
}
