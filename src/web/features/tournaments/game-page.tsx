import { Anchor, List, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteParams } from '../../lib/route-params.ts';

export function GamePage() {
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const screens = [
    { label: 'Time & score console', href: paths.consoleTimeScore.href(params) },
    { label: 'Time-only console', href: paths.consoleTimeOnly.href(params) },
    { label: 'Stats console', href: paths.consoleStatsTwo.href(params) },
    { label: 'Stats console: team A', href: paths.consoleStatsTeamA.href(params) },
    { label: 'Stats console: team B', href: paths.consoleStatsTeamB.href(params) },
    { label: 'Scoreboard', href: paths.outputScoreboard.href(params) },
    { label: 'Stat sheet', href: paths.outputStatsheet.href(params) },
    { label: 'Offline scoreboard', href: paths.outputScoreboardOffline.href(params) },
    { label: 'Local scoreboard', href: paths.outputLocalScoreboard.href(params) },
    { label: 'Scoreboard view', href: paths.scoreboardView.href(params) },
  ];
  return (
    <PageFrame title="Game" description="The score, box score and play-by-play of one game.">
      <EmptyState title="Box score">This game has no events yet.</EmptyState>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Consoles and outputs
          </Title>
          <List spacing={4}>
            {screens.map((screen) => (
              <List.Item key={screen.href}>
                <Anchor component={Link} to={screen.href}>
                  {screen.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
