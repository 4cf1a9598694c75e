// The site admin page speaks the admin's language: headings, a person's status, plural counts,
// dates written the language's way, the audit log's actions and details, the pager's names.
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry } from '../../../contract/admin.ts';
import type { Profile } from '../../../contract/profile.ts';
import { setLocale } from '../../lib/i18n/i18n-store.ts';
import { meQueryKey } from '../../lib/session.ts';
import { fakeNetwork, renderPage } from '../../testing/render.tsx';
import { AdminPage } from './admin-page.tsx';
import { testInLanguages } from '../../lib/i18n/languages-in-tests.ts';

const me: Profile = {
  id: 'u-admin',
  name: 'Ada Admin',
  email: 'ada@example.test',
  image: null,
  status: 'active',
  planTier: 'free',
  effectiveTier: 'free',
  premiumExpiresAt: null,
  role: 'admin',
  locale: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const users: AdminUser[] = [
  {
    id: 'u1',
    name: 'Núria Vidal',
    email: 'nuria@example.test',
    status: 'deactivated',
    role: 'user',
    planTier: 'tempo-premium',
    effectiveTier: 'tempo-premium',
    premiumExpiresAt: '2026-03-12T12:00:00.000Z',
    createdAt: '2026-02-01T12:00:00.000Z',
  },
];

const entries: AuditEntry[] = [
  {
    id: 1,
    action: 'grant-premium',
    at: '2026-02-02T09:30:00.000Z',
    admin: { id: 'u-admin', email: 'ada@example.test' },
    target: { id: 'u1', email: 'nuria@example.test' },
    details: { months: 3, premiumExpiresAt: '2026-03-12T12:00:00.000Z' },
  },
];

function show() {
  fakeNetwork([
    {
      method: 'GET',
      url: '/api/admin/users?page=1',
      status: 200,
      body: { users, total: 21, page: 1, pageSize: 20 },
    },
    {
      method: 'GET',
      url: '/api/admin/audit?page=1',
      status: 200,
      body: { entries, total: 1, page: 1, pageSize: 20 },
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, me);
  renderPage(<AdminPage />, { client });
}

testInLanguages(['es', 'fr', 'en']);

describe('the site admin page in the admin’s language', () => {
  it('reads in Spanish, with Spanish dates and plurals', async () => {
    await setLocale('es');
    show();
    expect(screen.getByRole('heading', { name: 'Administración del sitio' })).toBeTruthy();
    const row = (await screen.findByText('Núria Vidal')).closest('tr')!;
    expect(screen.getByRole('table', { name: 'Usuarios' }).contains(row)).toBe(true);
    expect(within(row).getByText('desactivada')).toBeTruthy();
    expect(within(row).getByText('1 feb 2026')).toBeTruthy();
    expect(within(row).getByText('Premium hasta el 12 mar 2026')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Gestionar nuria@example.test' })).toBeTruthy();
    expect(screen.getByText('21 cuentas')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Página siguiente' }).length).toBeGreaterThan(0);

    const audit = await screen.findByRole('table', { name: 'Registro de auditoría' });
    expect(within(audit).getByText('Premium concedido')).toBeTruthy();
    expect(within(audit).getByText('3 meses, hasta el 12 mar 2026')).toBeTruthy();
  });

  it('reads in French', async () => {
    await setLocale('fr');
    show();
    await screen.findByText('Núria Vidal');
    const table = screen.getByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByText('désactivé')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Inscription' })).toBeTruthy();
    const audit = await screen.findByRole('table', { name: 'Journal d’audit' });
    expect(within(audit).getByText('3 mois, jusqu’au 12 mars 2026')).toBeTruthy();
  });

  it('keeps its English', async () => {
    show();
    await screen.findByText('Núria Vidal');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByText('deactivated')).toBeTruthy();
    expect(screen.getByText('21 accounts')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Next page' }).length).toBeGreaterThan(0);
    const audit = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(audit).getByText('Granted premium')).toBeTruthy();
    expect(within(audit).getByText('3 months, until Mar 12, 2026')).toBeTruthy();
  });
});
