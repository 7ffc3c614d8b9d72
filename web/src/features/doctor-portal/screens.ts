/**
 * The doctor portal's screens behind one dynamic import (routes.tsx): one chunk and one preload list in the app's
 * entry instead of one per screen, so the patient pages' first visit does not grow with the portal.
 */
export { default as DoctorPortalLayout } from './DoctorPortalLayout';
export { default as DoctorRegisterPage } from './DoctorRegisterPage';
export { default as DoctorLoginPage } from './DoctorLoginPage';
export { default as DoctorDashboardPage } from './DoctorDashboardPage';
export { default as DoctorNewChatPage } from './DoctorNewChatPage';
export { default as DoctorFindPharmaciesPage } from './DoctorFindPharmaciesPage';
export { default as DoctorChatPage } from './DoctorChatPage';
export { default as AdminDoctorsPage } from '../admin-doctors/AdminDoctorsPage';
export { default as DoctorConnectionsPage } from '../admin-doctors/DoctorConnectionsPage';
