import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n/i18n';
import { rememberCurrencyForServer } from './shared/stores/currency-store';
import { checkStoredSession } from './shared/stores/session-store';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before anything reads them: an expired or malformed stored token logs the shopper out
// (spec 4), and the language (and so the page direction) is settled.
checkStoredSession();
rememberCurrencyForServer();
void initI18n();

// One QueryClient for the screens and for the routes' loaders, which start reads early.
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </AppProviders>
  </StrictMode>,
);
