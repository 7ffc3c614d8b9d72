import { Suspense, lazy, useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createGraphClient } from './apollo';
import { AuthProvider, staffSession } from './auth/AuthProvider';
import { PatientSessionProvider } from './auth/PatientSessionProvider';
import { builtRoutes } from './routes';
import { PublicLayout } from '../layouts/PublicLayout';
import NotFoundPage from '../features/home/NotFoundPage';

const StaffShell = lazy(() => import('../layouts/StaffShell'));

export const pageFallback = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
    <Spin size="large" />
  </div>
);

export const theme = {
  token: { colorPrimary: '#0f766e', borderRadius: 8, fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
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
                    <Route element={<StaffShell />}>
                      {builtRoutes('staff').map(({ path, screen: Screen }) => Screen && <Route key={path} path={path} element={<Screen />} />)}
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
