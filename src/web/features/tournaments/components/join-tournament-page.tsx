import { Alert, Anchor, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { inviteCodeSchema } from '../../../../contract/tournaments.ts';
import { CenteredPage } from '../../../components/centered-page.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { useMaybeProfile } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useInvitePreview } from '../api/get-invite-preview.ts';
import { useJoinTournament } from '../api/join-tournament.ts';

/** Bold text inside a message. */
const bold = (chunks: ReactNode[]) => <strong key="bold">{chunks}</strong>;

export function JoinTournamentPage() {
  const t = useT('app');
  usePageTitle(t('join.title'));
  const { inviteCode } = useRouteParams('inviteCode');
  const parsed = inviteCodeSchema.safeParse(inviteCode);

  return (
    <CenteredPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('join.title')}
        </Title>
        {parsed.success ? (
          <InviteDetails code={parsed.data} />
        ) : (
          <InviteProblem
            message={
              parsed.error.issues[0]?.code === 'too_small' ||
              parsed.error.issues[0]?.code === 'too_big'
                ? t('join.codeLength')
                : t('join.invalidCode')
            }
          />
        )}
      </Stack>
    </CenteredPage>
  );
}

function InviteProblem({ message }: { message: string }) {
  const t = useT('app');
  return (
    <>
      <Alert color="red" variant="light" title={t('join.cannotUse')} role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.home.href()}>
        {t('join.goToApp')}
      </Anchor>
    </>
  );
}

function InviteDetails({ code }: { code: string }) {
  const t = useT('app');
  const profile = useMaybeProfile();
  const preview = useInvitePreview(code, profile?.id ?? null);
  const join = useJoinTournament();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const formatted = `${code.slice(0, 4)}-${code.slice(4)}`;

  if (preview.isPending) return <Loader aria-label={t('join.checking')} />;
  if (preview.error) {
    const message =
      preview.error instanceof ApiRequestError
        ? preview.error.message
        : errorMessage(preview.error);
    return <InviteProblem message={message} />;
  }

  const invite = preview.data;
  const tournamentHref = paths.tournament.href({ tournamentId: invite.tournamentId });

  return (
    <Stack gap="sm">
      <Text>
        {t.rich<ReactNode>('join.invited', {
          tournament: invite.tournamentName,
          role: invite.role,
          b: bold,
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t.rich<ReactNode>('join.roleMeaning', {
          role: invite.role,
          code: formatted,
          c: (chunks) => <Code key="code">{chunks}</Code>,
        })}
      </Text>

      {!profile ? (
        <Stack gap="xs">
          <Text size="sm">{t('join.signInFirst')}</Text>
          <Group>
            <Button component={Link} to={paths.login.href(here)}>
              {t('join.signIn')}
            </Button>
            <Button component={Link} to={paths.register.href(here)} variant="default">
              {t('join.register')}
            </Button>
          </Group>
        </Stack>
      ) : invite.currentRole ? (
        <Stack gap="xs">
          <Alert color="blue" variant="light">
            {t('join.alreadyMember', {
              tournament: invite.tournamentName,
              role: invite.currentRole,
            })}
          </Alert>
          <Button component={Link} to={tournamentHref}>
            {t('join.open', { tournament: invite.tournamentName })}
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          {join.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(join.error)}
            </Alert>
          ) : null}
          <Group>
            <Button
              loading={join.isPending}
              onClick={() =>
                join.mutate(code, {
                  onSuccess: (result) => {
                    notifySuccess(
                      result.joined
                        ? t('join.joined', { tournament: invite.tournamentName, role: result.role })
                        : t('join.wasMember', { role: result.role }),
                    );
                    void navigate(paths.tournament.href({ tournamentId: result.tournamentId }));
                  },
                })
              }
            >
              {t('join.join', { tournament: invite.tournamentName })}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('join.signedInAs', { email: profile.email })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
