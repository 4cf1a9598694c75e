import { Children, type ReactNode } from 'react';
import { Alert, Anchor, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
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

export function JoinTournamentPage() {
  const t = useT('manage');
  usePageTitle(t('members.join.title'));
  const { inviteCode } = useRouteParams('inviteCode');
  const parsed = inviteCodeSchema.safeParse(inviteCode);

  return (
    <CenteredPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('members.join.title')}
        </Title>
        {parsed.success ? (
          <InviteDetails code={parsed.data} />
        ) : (
          <InviteProblem
            message={parsed.error.issues[0]?.message ?? t('members.join.invalidCode')}
          />
        )}
      </Stack>
    </CenteredPage>
  );
}

function InviteProblem({ message }: { message: string }) {
  const t = useT('manage');
  return (
    <>
      <Alert color="red" variant="light" title={t('members.join.cannotUse')} role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.home.href()}>
        {t('members.join.goToTempo')}
      </Anchor>
    </>
  );
}

function InviteDetails({ code }: { code: string }) {
  const t = useT('manage');
  const profile = useMaybeProfile();
  const preview = useInvitePreview(code, profile?.id ?? null);
  const join = useJoinTournament();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const formatted = `${code.slice(0, 4)}-${code.slice(4)}`;

  if (preview.isPending) return <Loader aria-label={t('members.join.checking')} />;
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
        {/* toArray keys the two bold parts. */}
        {Children.toArray(
          t.rich<ReactNode>('members.join.invited', {
            tournament: invite.tournamentName,
            role: invite.role,
            b: (chunks) => <strong>{chunks}</strong>,
          }),
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {t.rich<ReactNode>('members.join.roleMeaning', {
          role: invite.role,
          code: formatted,
          c: (chunks) => <Code key="code">{chunks}</Code>,
        })}
      </Text>

      {!profile ? (
        <Stack gap="xs">
          <Text size="sm">{t('members.join.signInFirst')}</Text>
          <Group>
            <Button component={Link} to={paths.login.href(here)}>
              {t('members.join.signIn')}
            </Button>
            <Button component={Link} to={paths.register.href(here)} variant="default">
              {t('members.join.register')}
            </Button>
          </Group>
        </Stack>
      ) : invite.currentRole ? (
        <Stack gap="xs">
          <Alert color="blue" variant="light">
            {t('members.join.alreadyMemberOf', {
              tournament: invite.tournamentName,
              role: invite.currentRole,
            })}
          </Alert>
          <Button component={Link} to={tournamentHref}>
            {t('members.join.open', { tournament: invite.tournamentName })}
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
                        ? t('members.join.joined', {
                            tournament: invite.tournamentName,
                            role: result.role,
                          })
                        : t('members.join.alreadyMember', { role: result.role }),
                    );
                    void navigate(paths.tournament.href({ tournamentId: result.tournamentId }));
                  },
                })
              }
            >
              {t('members.join.join', { tournament: invite.tournamentName })}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('members.join.signedInAs', { email: profile.email })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
