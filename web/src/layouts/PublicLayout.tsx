import { useSyncExternalStore } from 'react';
import { MedicineBoxOutlined, UserOutlined } from '@ant-design/icons';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { usePatientSession } from '../app/auth/PatientSessionProvider';
import { EmergencyCall } from '../features/emergency/EmergencyNumber';
import { isBuilt } from '../app/routes';

/** A signed-in patient's name and sign-out, or the way to sign in (plain elements: the public header stays light). */
function PatientCorner() {
  const { patient, checking, signOut } = usePatientSession();
  const navigate = useNavigate();
  if (checking) return null;
  if (!patient) return <Link to="/patient-login">Patient Login</Link>;
  return (
    <span data-testid="patient-signed-in" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <UserOutlined style={{ color: '#0f766e' }} aria-hidden />
      <span>
        Signed in as <strong>{patient.firstName}</strong>
      </span>
      <button
        type="button"
        style={{ font: 'inherit', fontSize: 14, lineHeight: '22px', padding: '0 7px', border: '1px solid #d1d5db', borderRadius: 6, background: '#fff', cursor: 'pointer' }}
        onClick={() => {
          signOut();
          navigate('/');
        }}
      >
        Sign Out
      </button>
    </span>
  );
}

const phoneQuery = '(max-width: 575px)';
/** Whether the window is phone-width (antd's `sm` breakpoint), following resizes; plain matchMedia keeps the header light. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(phoneQuery);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}

/** The public site: header with the brand and the links that exist, the page, a footer. */
export function PublicLayout() {
  // on a phone the brand and the links share the width: the header wraps onto a second line instead of squeezing
  // the brand into one letter per line
  const narrow = useNarrowScreen();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f6f8f8' }}>
      <header
        style={{
          background: '#fff',
          borderBottom: '1px solid #e5e7eb',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          rowGap: 4,
          paddingInline: narrow ? 12 : 24,
          paddingBlock: narrow ? 8 : 0,
          height: 'auto',
          minHeight: 64,
          lineHeight: narrow ? '32px' : '64px',
        }}
      >
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }} aria-label="PharmaChat home">
          <MedicineBoxOutlined style={{ fontSize: 22, color: '#0f766e' }} />
          <span style={{ fontSize: 18, fontWeight: 600, color: '#1f2937' }}>PharmaChat</span>
        </Link>
        <nav aria-label="Main" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: narrow ? 12 : 20, rowGap: 4 }}>
          <Link to="/pharmacy-finder">Find Pharmacy</Link>
          <Link to="/contact">Contact</Link>
          {isBuilt('/doctor-login') && <Link to="/doctor-login">Doctor Login</Link>}
          <PatientCorner />
          <Link
            to="/login"
            style={{ border: '1px solid #0f766e', color: '#0f766e', borderRadius: 6, padding: narrow ? '0 8px' : '0 15px', lineHeight: narrow ? '24px' : '30px', whiteSpace: 'nowrap' }}
          >
            Staff Login
          </Link>
        </nav>
      </header>
      <main style={{ flex: 'auto' }}>
        <Outlet />
      </main>
      <footer style={{ textAlign: 'center', color: '#4b5563', padding: '24px 16px' }}>
        <nav aria-label="Footer" style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 20px', marginBottom: 8 }}>
          <Link to="/contact">Contact</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/pharmacy-finder">Find a pharmacy</Link>
        </nav>
        PharmaChat: 24/7 pharmacy chat support. <EmergencyCall />
      </footer>
    </div>
  );
}
