// Renders a component as the app does (Mantine, a fresh query client, a memory router at `path`),
// with the network replaced by `routes`: each answers one method and path. A request nobody
// answers fails the test, so a component cannot quietly ask for something new.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { theme } from '../config/theme.ts';

export interface FakeRoute {
  method: string;
  /** The path and query, e.g. "/api/teams/t1?confirm=true". */
  url: string;
  status: number;
  /** The JSON answered; a function is asked at each request (an answer that changes). */
  body?: unknown;
}

export interface FakeNetwork {
  /** The requests made, as "METHOD /path?query". */
  requests: string[];
}

afterEach(() => {
  vi.unstubAllGlobals();
});

export function fakeNetwork(routes: FakeRoute[]): FakeNetwork {
  const network: FakeNetwork = { requests: [] };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://tempo.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const target = `${url.pathname}${url.search}`;
    network.requests.push(`${method} ${target}`);
    const route = routes.find((r) => r.method === method && r.url === target);
    expect(route, `unexpected request ${method} ${target}`).toBeDefined();
    const { status } = route!;
    const body: unknown =
      typeof route!.body === 'function' ? (route!.body as () => unknown)() : route!.body;
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      }),
    );
  });
  return network;
}

export function renderPage(
  element: ReactNode,
  { path = '/', pattern = '/', client }: { path?: string; pattern?: string; client?: QueryClient },
) {
  const queryClient =
    client ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Left the page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
