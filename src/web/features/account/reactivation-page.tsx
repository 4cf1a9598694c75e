// All a deactivated account sees, on every path (docs/product/accounts.md): reactivate, or sign out. After
// reactivating, the page the person asked for appears, because the root route simply stops
// showing this one.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivateAccount } from '../../../contract/endpoints/profile.ts';
import type { Profile } from '../../../contract/profile.ts';
import { CenteredPage } from '../../components/centered-page.tsx';
import { FormError } from '../../components/form-error.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { meQueryKey } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function ReactivationPage({ profile }: { profile: Profile }) {
  const t = useT('app');
  usePageTitle(t('account.pageTitle'));
  const queryClient = useQueryClient();

  const reactivate = useMutation({
    mutationFn: () => callEndpoint(reactivateAccount, {}),
    onSuccess: (updated) => queryClient.setQueryData(meQueryKey, updated),
  });
  const leave = useMutation({ mutationFn: signOut });
  const failure = reactivate.error ?? leave.error;

  return (
    <CenteredPage width={480}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        <Text>
          {t.rich<ReactNode>('account.explain', {
            email: profile.email,
            b: (chunks) => <strong key="email">{chunks}</strong>,
          })}
        </Text>
        <FormError message={failure ? errorMessage(failure) : null} />
        <Group>
          <Button onClick={() => reactivate.mutate()} loading={reactivate.isPending}>
            {t('account.reactivate')}
          </Button>
          <Button variant="default" onClick={() => leave.mutate()} loading={leave.isPending}>
            {t('shell.signOut')}
          </Button>
        </Group>
      </Stack>
    </CenteredPage>
  );
}
