// Site administration: find people, see their plan and status, deactivate or reactivate them,
// grant, extend or revoke premium; every action lands in the audit log shown below.
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser, AuditEntry } from '../../../contract/admin.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { Translate } from '../../../i18n/translator.ts';
import { FormError } from '../../components/form-error.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDay, formatMoment } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useProfile } from '../../lib/session.ts';
import {
  adminUsersQueryOptions,
  auditQueryOptions,
  useChangePremium,
  useSetUserStatus,
} from './admin-api.ts';

type ManageT = Translate<MessageKey<'manage'>>;

// Mantine's previous/next arrows are icon-only buttons: without these they have no name.
const pageLabels = (t: ManageT) => ({
  getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
    'aria-label': t('admin.page.control', { control }),
  }),
  getItemProps: (page: number) => ({ 'aria-label': t('admin.page.item', { page }) }),
});

export function AdminPage() {
  const t = useT('manage');
  const app = useT('app');
  const profile = useProfile();
  if (profile.role !== 'admin') {
    return (
      <PageFrame title={app('nav.admin')}>
        <Alert color="red" variant="light" role="alert">
          {t('admin.onlyAdmins')}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={app('nav.admin')} description={t('admin.description')}>
      <UsersPanel />
      <AuditPanel />
    </PageFrame>
  );
}

function pages(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

function UsersPanel() {
  const t = useT('manage');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const [page, setPage] = useState(1);
  const [managing, setManaging] = useState<AdminUser | null>(null);
  const users = useQuery(adminUsersQueryOptions(debounced, page));
  const data = users.data;
  // The row being managed, as the list now shows it (it changes after each action).
  const current = managing ? (data?.users.find((u) => u.id === managing.id) ?? managing) : null;

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('admin.users.title')}
        </Title>
        <TextInput
          label={t('admin.users.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        <FormError message={users.isError ? errorMessage(users.error) : null} />
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" aria-label={t('admin.users.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.column.name')}</Table.Th>
                <Table.Th>{t('admin.column.email')}</Table.Th>
                <Table.Th>{t('admin.column.plan')}</Table.Th>
                <Table.Th>{t('admin.column.status')}</Table.Th>
                <Table.Th>{t('admin.column.joined')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.column.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.users.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    {u.name}
                    {u.role === 'admin' ? (
                      <Badge ml="xs" size="xs" variant="outline">
                        {t('admin.role.admin')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>
                    <PlanCell user={u} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={u.status === 'active' ? 'teal' : 'red'} variant="light">
                      {t('admin.status', { status: u.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDay(locale, u.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setManaging(u)}
                      aria-label={t('admin.manageUser', { email: u.email })}
                    >
                      {t('admin.manage')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data && data.users.length === 0 ? <Text c="dimmed">{t('admin.noMatch')}</Text> : null}
        {data ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('admin.count', { count: data.total })}
            </Text>
            <Pagination
              total={pages(data.total, data.pageSize)}
              value={page}
              onChange={setPage}
              size="sm"
              {...pageLabels(t)}
            />
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={current !== null}
        onClose={() => setManaging(null)}
        title={current ? t('admin.manageUser', { email: current.email }) : ''}
        centered
      >
        {current ? <ManageUser user={current} /> : null}
      </Modal>
    </Paper>
  );
}

function PlanCell({ user }: { user: AdminUser }) {
  const t = useT('app');
  const locale = useLocale();
  if (user.effectiveTier === 'tempo-premium') {
    return (
      <Badge color="grape">
        {t('billing.badge.premiumUntil', {
          date: user.premiumExpiresAt ? formatDay(locale, user.premiumExpiresAt) : '–',
        })}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="outline">
      {t('billing.plan.free')}
    </Badge>
  );
}

function ManageUser({ user }: { user: AdminUser }) {
  const t = useT('manage');
  const profile = useProfile();
  const [months, setMonths] = useState<number | string>(1);
  /** `datetime-local` value, read in the admin's own time zone. */
  const [endsAt, setEndsAt] = useState('');
  const setStatus = useSetUserStatus();
  const premium = useChangePremium();
  const error = setStatus.error ?? premium.error;
  const busy = setStatus.isPending || premium.isPending;
  const isPremium = user.effectiveTier === 'tempo-premium';
  const monthCount = typeof months === 'number' ? months : Number.parseInt(months, 10);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">{t('admin.plan')}</Text>
        <PlanCell user={user} />
      </Group>
      <FormError message={error ? errorMessage(error) : null} />
      <Group align="flex-end">
        <NumberInput
          label={t('admin.premiumMonths')}
          min={1}
          max={120}
          value={months}
          onChange={setMonths}
          w={160}
        />
        <Button
          color="grape"
          disabled={busy || !Number.isInteger(monthCount)}
          onClick={() =>
            premium.mutate(
              { userId: user.id, change: { action: 'grant', months: monthCount } },
              {
                onSuccess: () => notifySuccess(t(isPremium ? 'admin.extended' : 'admin.granted')),
              },
            )
          }
        >
          {t(isPremium ? 'admin.extend' : 'admin.grant')}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          type="datetime-local"
          label={t('admin.endsAt')}
          value={endsAt}
          onChange={(e) => setEndsAt(e.currentTarget.value)}
          w={240}
        />
        <Button
          variant="light"
          color="grape"
          disabled={busy || !endsAt}
          onClick={() =>
            premium.mutate(
              {
                userId: user.id,
                change: { action: 'set-expiry', expiresAt: new Date(endsAt).toISOString() },
              },
              { onSuccess: () => notifySuccess(t('admin.endSet')) },
            )
          }
        >
          {t('admin.setEnd')}
        </Button>
      </Group>
      <Group>
        <Button
          variant="outline"
          color="grape"
          disabled={busy || user.planTier === 'free'}
          onClick={() =>
            premium.mutate(
              { userId: user.id, change: { action: 'revoke' } },
              { onSuccess: () => notifySuccess(t('admin.revoked')) },
            )
          }
        >
          {t('admin.revoke')}
        </Button>
        {user.status === 'active' ? (
          <Button
            variant="outline"
            color="red"
            disabled={busy || user.id === profile.id}
            onClick={() =>
              setStatus.mutate(
                { userId: user.id, status: 'deactivated' },
                { onSuccess: () => notifySuccess(t('admin.deactivated')) },
              )
            }
          >
            {t('admin.deactivate')}
          </Button>
        ) : (
          <Button
            variant="outline"
            color="teal"
            disabled={busy}
            onClick={() =>
              setStatus.mutate(
                { userId: user.id, status: 'active' },
                { onSuccess: () => notifySuccess(t('admin.reactivated')) },
              )
            }
          >
            {t('admin.reactivate')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function describeDetails(t: ManageT, entry: AuditEntry) {
  const d = entry.details;
  const day = (value: string) => formatDay(t.locale, value);
  if (entry.action === 'grant-premium' && typeof d.premiumExpiresAt === 'string') {
    return typeof d.months === 'number'
      ? t('admin.audit.granted', { months: d.months, date: day(d.premiumExpiresAt) })
      : t('admin.audit.until', { date: day(d.premiumExpiresAt) });
  }
  if (entry.action === 'set-premium-expiry' && typeof d.premiumExpiresAt === 'string') {
    return t('admin.audit.until', { date: day(d.premiumExpiresAt) });
  }
  if (entry.action === 'revoke-premium' && typeof d.previousExpiresAt === 'string') {
    return t('admin.audit.wasUntil', { date: day(d.previousExpiresAt) });
  }
  return '';
}

function AuditPanel() {
  const t = useT('manage');
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions(page));
  const data = audit.data;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('admin.audit.title')}
        </Title>
        <FormError message={audit.isError ? errorMessage(audit.error) : null} />
        {data && data.entries.length === 0 ? (
          <Text c="dimmed">{t('admin.audit.empty')}</Text>
        ) : null}
        {data && data.entries.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={t('admin.audit.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.audit.column.when')}</Table.Th>
                  <Table.Th>{t('admin.audit.column.admin')}</Table.Th>
                  <Table.Th>{t('admin.audit.column.action')}</Table.Th>
                  <Table.Th>{t('admin.audit.column.account')}</Table.Th>
                  <Table.Th>{t('admin.audit.column.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatMoment(t.locale, e.at)}</Table.Td>
                    <Table.Td>{e.admin.email ?? e.admin.id}</Table.Td>
                    <Table.Td>{t(`admin.audit.action.${e.action}`)}</Table.Td>
                    <Table.Td>{e.target.email ?? e.target.id}</Table.Td>
                    <Table.Td>{describeDetails(t, e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {data && data.total > data.pageSize ? (
          <Pagination
            total={pages(data.total, data.pageSize)}
            value={page}
            onChange={setPage}
            size="sm"
            {...pageLabels(t)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
