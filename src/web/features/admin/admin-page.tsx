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
import { FormError } from '../../components/form-error.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDay, formatMoment } from '../../lib/i18n/formats.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useProfile } from '../../lib/session.ts';
import {
  adminUsersQueryOptions,
  auditQueryOptions,
  useChangePremium,
  useSetUserStatus,
} from './admin-api.ts';

// Mantine's previous/next arrows are icon-only buttons: without these they have no name.
const pageControlLabel = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
});
const pageItemLabel = (page: number) => ({ 'aria-label': `Page ${page}` });

export function AdminPage() {
  const profile = useProfile();
  if (profile.role !== 'admin') {
    return (
      <PageFrame title="Site admin">
        <Alert color="red" variant="light" role="alert">
          Only site administrators can open this page.
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Site admin" description="Find accounts, change their plan or status.">
      <UsersPanel />
      <AuditPanel />
    </PageFrame>
  );
}

function pages(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize));
}

function UsersPanel() {
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
          Users
        </Title>
        <TextInput
          label="Search by email or name"
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
          <Table verticalSpacing="xs" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                        admin
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>
                    <PlanCell user={u} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={u.status === 'active' ? 'teal' : 'red'} variant="light">
                      {u.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDay('en', u.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setManaging(u)}
                      aria-label={`Manage ${u.email}`}
                    >
                      Manage
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data && data.users.length === 0 ? <Text c="dimmed">No account matches.</Text> : null}
        {data ? (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {data.total} {data.total === 1 ? 'account' : 'accounts'}
            </Text>
            <Pagination
              total={pages(data.total, data.pageSize)}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={pageControlLabel}
              getItemProps={pageItemLabel}
            />
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={current !== null}
        onClose={() => setManaging(null)}
        title={current ? `Manage ${current.email}` : ''}
        centered
      >
        {current ? <ManageUser user={current} /> : null}
      </Modal>
    </Paper>
  );
}

function PlanCell({ user }: { user: AdminUser }) {
  if (user.effectiveTier === 'tempo-premium') {
    return (
      <Badge color="grape">
        Premium until {user.premiumExpiresAt ? formatDay('en', user.premiumExpiresAt) : '–'}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="outline">
      Free
    </Badge>
  );
}

function ManageUser({ user }: { user: AdminUser }) {
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
        <Text size="sm">Plan:</Text>
        <PlanCell user={user} />
      </Group>
      <FormError message={error ? errorMessage(error) : null} />
      <Group align="flex-end">
        <NumberInput
          label="Months of premium"
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
              { onSuccess: () => notifySuccess(`Premium ${isPremium ? 'extended' : 'granted'}.`) },
            )
          }
        >
          {isPremium ? 'Extend premium' : 'Grant premium'}
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          type="datetime-local"
          label="Premium ends at"
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
              { onSuccess: () => notifySuccess('Premium end date set.') },
            )
          }
        >
          Set end date
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
              { onSuccess: () => notifySuccess('Premium revoked.') },
            )
          }
        >
          Revoke premium
        </Button>
        {user.status === 'active' ? (
          <Button
            variant="outline"
            color="red"
            disabled={busy || user.id === profile.id}
            onClick={() =>
              setStatus.mutate(
                { userId: user.id, status: 'deactivated' },
                { onSuccess: () => notifySuccess('Account deactivated.') },
              )
            }
          >
            Deactivate account
          </Button>
        ) : (
          <Button
            variant="outline"
            color="teal"
            disabled={busy}
            onClick={() =>
              setStatus.mutate(
                { userId: user.id, status: 'active' },
                { onSuccess: () => notifySuccess('Account reactivated.') },
              )
            }
          >
            Reactivate account
          </Button>
        )}
      </Group>
    </Stack>
  );
}

const actionLabels: Record<AuditEntry['action'], string> = {
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  'grant-premium': 'Granted premium',
  'revoke-premium': 'Revoked premium',
  'set-premium-expiry': 'Set premium end',
};

function describeDetails(entry: AuditEntry) {
  const d = entry.details;
  if (entry.action === 'grant-premium' && typeof d.premiumExpiresAt === 'string') {
    const months = d.months === 1 ? '1 month' : `${String(d.months)} months`;
    return `${months}, until ${formatDay('en', d.premiumExpiresAt)}`;
  }
  if (entry.action === 'set-premium-expiry' && typeof d.premiumExpiresAt === 'string') {
    return `until ${formatDay('en', d.premiumExpiresAt)}`;
  }
  if (entry.action === 'revoke-premium' && typeof d.previousExpiresAt === 'string') {
    return `was until ${formatDay('en', d.previousExpiresAt)}`;
  }
  return '';
}

function AuditPanel() {
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQueryOptions(page));
  const data = audit.data;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Audit log
        </Title>
        <FormError message={audit.isError ? errorMessage(audit.error) : null} />
        {data && data.entries.length === 0 ? (
          <Text c="dimmed">No administrator has changed an account yet.</Text>
        ) : null}
        {data && data.entries.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label="Audit log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Administrator</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatMoment('en', e.at)}</Table.Td>
                    <Table.Td>{e.admin.email ?? e.admin.id}</Table.Td>
                    <Table.Td>{actionLabels[e.action]}</Table.Td>
                    <Table.Td>{e.target.email ?? e.target.id}</Table.Td>
                    <Table.Td>{describeDetails(e)}</Table.Td>
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
            getControlProps={pageControlLabel}
            getItemProps={pageItemLabel}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
