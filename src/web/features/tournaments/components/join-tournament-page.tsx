import { Alert, Anchor, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { inviteCodeSchema, roleLabels } from '../../../../contract/tournaments.ts';
import { CenteredPage } from '../../../components/centered-page.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { useMaybeProfile } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useInvitePreview } from '../api/get-invite-preview.ts';
import { useJoinTournament } from '../api/join-tournament.ts';

/** What the role lets a person do, in one line for the join page. */
const roleMeaning = {
  admin: 'manage everything in the tournament except deleting it',
  scorekeeper: 'run the consoles and edit games and rosters',
  viewer: 'see everything in the tournament, including its protected outputs',
} as const;

export function JoinTournamentPage() {
  usePageTitle('Join a tournament');
  const { inviteCode } = useRouteParams('inviteCode');
  const parsed = inviteCodeSchema.safeParse(inviteCode);

  return (
    <CenteredPage>
      <Stack gap="md">
        <Title order={1} size="h2">
          Join a tournament
        </Title>
        {parsed.success ? (
          <InviteDetails code={parsed.data} />
        ) : (
          <InviteProblem
            message={parsed.error.issues[0]?.message ?? 'This is not a valid invite code'}
          />
        )}
      </Stack>
    </CenteredPage>
  );
}

function InviteProblem({ message }: { message: string }) {
  return (
    <>
      <Alert color="red" variant="light" title="This invite cannot be used" role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={paths.home.href()}>
        Go to Tempo
      </Anchor>
    </>
  );
}

function InviteDetails({ code }: { code: string }) {
  const profile = useMaybeProfile();
  const preview = useInvitePreview(code, profile?.id ?? null);
  const join = useJoinTournament();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const formatted = `${code.slice(0, 4)}-${code.slice(4)}`;

  if (preview.isPending) return <Loader aria-label="Checking the invite" />;
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
        You are invited to <strong>{invite.tournamentName}</strong> as{' '}
        <strong>{roleLabels[invite.role]}</strong>.
      </Text>
      <Text size="sm" c="dimmed">
        A {roleLabels[invite.role].toLowerCase()} can {roleMeaning[invite.role]}. Invite code{' '}
        <Code>{formatted}</Code>
      </Text>

      {!profile ? (
        <Stack gap="xs">
          <Text size="sm">Sign in or create a free account to join. You come back here after.</Text>
          <Group>
            <Button component={Link} to={paths.login.href(here)}>
              Sign in to join
            </Button>
            <Button component={Link} to={paths.register.href(here)} variant="default">
              Create an account
            </Button>
          </Group>
        </Stack>
      ) : invite.currentRole ? (
        <Stack gap="xs">
          <Alert color="blue" variant="light">
            You&apos;re already a member of {invite.tournamentName} as{' '}
            {roleLabels[invite.currentRole]}.
          </Alert>
          <Button component={Link} to={tournamentHref}>
            Open {invite.tournamentName}
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
                        ? `You joined ${invite.tournamentName} as ${roleLabels[result.role]}.`
                        : `You're already a member as ${roleLabels[result.role]}.`,
                    );
                    void navigate(paths.tournament.href({ tournamentId: result.tournamentId }));
                  },
                })
              }
            >
              Join {invite.tournamentName}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Signed in as {profile.email}.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
