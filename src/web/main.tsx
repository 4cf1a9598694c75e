// Mantine's global styles; each component's own come with it (mantineStylesWhereUsed in
// build/). Its CSS variables come from MantineProvider below, all of them, instead of from
// default-css-variables.css: the provider's code is loaded anyway, the stylesheet would be 27 KB
// of the same declarations.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { NotificationsHost } from './components/notifications-host.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './config/theme.ts';
import { loadCatalogue } from './lib/i18n/catalogue-files.ts';
import { readCataloguesWith } from './lib/i18n/i18n-store.ts';
import { queryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { createRouter } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

readCataloguesWith(loadCatalogue);
const router = createRouter();
// The cached app shell: consoles open without a network once visited.
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        deduplicateCssVariables={false}
      >
        <NotificationsHost />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
