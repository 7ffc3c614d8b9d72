import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PharmacyDirectory } from './PharmacyDirectory';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PharmacyDirectory />
  </StrictMode>,
);
