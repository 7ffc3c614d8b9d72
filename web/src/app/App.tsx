import { Suspense, lazy, useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createGraphClient } from './apollo';
import { AuthProvider, staffSession } from './auth/AuthProvider';
import { PatientSessionProvider } from './auth/PatientSessionProvider';
import { areaRoutes, builtRoutes, DoctorPortalLayout } from './routes';
import { PublicLayout } from '../layouts/PublicLayout';

const StaffShell = lazy(() => import('../layouts/StaffShell'));
// loaded when needed, like every screen: its illustration is not part of a first visit
const NotFoundPage = lazy(() => import('../features/home/NotFoundPage'));

export const pageFallback = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spin size="large" />
  </div>
);

/**
 * The brand colours, with text colours that keep a contrast of at least 4.5:1 on white (WCAG AA; the browser tests
 * run axe-core): links in the brand teal instead of antd's lighter blue, secondary text, error messages and the selected
 * menu item darker.
 */
export const theme = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    colorLinkHover: '#115e59',
    colorTextSecondary: '#4b5563',
    colorTextDescription: '#4b5563',
    colorTextTertiary: '#4b5563',
    // form messages and danger buttons: antd's #ff4d4f is 3.2:1 on white, this red 6.1:1
    colorError: '#c81e1e',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  components: { Menu: { itemSelectedColor: '#115e59', itemSelectedBg: '#ccfbf1' } },
};

export function App() {
  const graph = useMemo(() => createGraphClient(staffSession, { onLiveEnded: () => staffSession.liveEnded() }), []);
  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={{ maxCount: 1, duration: 5, placement: 'topRight' }} message={{ maxCount: 1, duration: 5 }}>
        <ApolloProvider client={graph.client}>
          <AuthProvider graph={graph}>
            <PatientSessionProvider>
              <BrowserRouter>
                <Suspense fallback={pageFallback}>
                  <Routes>
                    <Route element={<PublicLayout />}>
                      {builtRoutes('public').map(({ path, screen: Screen }) => Screen && <Route key={path} path={path} element={<Screen />} />)}
                    </Route>
                    {/* every shell route of the spec keeps the shell for a signed-in user: one not built yet shows Not Found inside it */}
                    <Route element={<StaffShell />}>
                      {areaRoutes('staff').map(({ path, screen: Screen }) => <Route key={path} path={path} element={Screen ? <Screen /> : <NotFoundPage />} />)}
                    </Route>
                    <Route element={<DoctorPortalLayout />}>
                      {builtRoutes('doctor').map(({ path, screen: Screen }) => Screen && <Route key={path} path={path} element={<Screen />} />)}
                    </Route>
                    <Route element={<PublicLayout />}>
                      <Route path="*" element={<NotFoundPage />} />
                    </Route>
                  </Routes>
                </Suspense>
              </BrowserRouter>
            </PatientSessionProvider>
          </AuthProvider>
        </ApolloProvider>
      </AntApp>
    </ConfigProvider>
  );
}
