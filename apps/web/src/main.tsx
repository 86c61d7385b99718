import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './app/providers';
import { readRenderedPageState } from './app/rendered-page';
import { createAppRouter } from './app/router';
import { initI18n, initI18nForRenderedPage } from './shared/i18n/i18n';
import { RenderedCurrencyContext, rememberCurrencyForServer } from './shared/stores/currency-store';
import { checkStoredSession } from './shared/stores/session-store';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before anything reads them: an expired or malformed stored token logs the shopper out
// (spec 4), and the currency is copied where the server can see it.
checkStoredSession();
rememberCurrencyForServer();

// One QueryClient for the screens and for the routes' loaders, which start reads early.
const queryClient = createQueryClient();
// A page the server rendered carries its state: hydrate it; any other page renders here.
const rendered = readRenderedPageState();

async function start() {
  if (!rendered) {
    void initI18n();
    const router = await createAppRouter(queryClient);
    createRoot(container!).render(app(<RouterProvider router={router} />));
    return;
  }
  const language = initI18nForRenderedPage(rendered.language, rendered.resources);
  hydrate(queryClient, rendered.queries);
  const router = await createAppRouter(queryClient, rendered.router);
  hydrateRoot(
    container!,
    <RenderedCurrencyContext.Provider value={rendered.currency}>{app(<RouterProvider router={router} />)}</RenderedCurrencyContext.Provider>,
  );
  language.afterHydration();
}

function app(children: ReactNode) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </StrictMode>
  );
}

void start();
