import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/centered-page.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Invite codes are shown as ABCD-EFGH however they were typed. */
function formatInviteCode(raw: string) {
  const compact = raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}

export function JoinTournamentPage() {
  usePageTitle('Join a tournament');
  const { inviteCode } = useRouteParams('inviteCode');
  return (
    <CenteredPage>
      <Stack gap="sm">
        <Title order={1} size="h2">
          Join a tournament
        </Title>
        <Text>
          Invite code <Code>{formatInviteCode(inviteCode)}</Code>
        </Text>
        <Text c="dimmed">There is no tournament to join with this invite code yet.</Text>
        <Anchor component={Link} to={paths.home.href()}>
          Go to Tempo
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
