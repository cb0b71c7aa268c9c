import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import './i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { revalidateSession } from './features/auth';

// The stored user renders at once; the server confirms (or revokes) it meanwhile.
void revalidateSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing the #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
