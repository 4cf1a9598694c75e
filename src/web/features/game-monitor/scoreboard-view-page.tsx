// `scoreboard-view` (docs/product/live-games.md): the operators' monitor. The scoreboard as the venue sees it,
// the score-source check (console score against stats score), who is connected (consoles and
// outputs, live from the member stream's presence), and every console and output with its link
// and QR code.
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { getGamePresence } from '../../../contract/endpoints/live.ts';
import type { LiveGame, Presence } from '../../../contract/live-games.ts';
import type { GameState } from '../../../domain/game/state.ts';
import { GameScreenLinks } from '../../components/game-screens.tsx';
import { paths } from '../../config/paths.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { deviceId } from '../../lib/live/device-id.ts';
import { useGameFeed } from '../../lib/live/game-feed.ts';
import { useFrameNow, useServerClock } from '../../lib/live/server-clock.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { screenLabels } from '../../lib/live/screen-labels.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ScoreboardDisplay } from '../../outputs/scoreboard-display.tsx';

const consoleKindSet = new Set<string>([
  'timescore',
  'timeonly',
  'statstwo',
  'statsteamA',
  'statsteamB',
]);

function timeAgo(from: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - from) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function ScoreCheck({ game, state }: { game: LiveGame; state: GameState }) {
  const line = (s: { home: number; away: number }) => `${s.home} : ${s.away}`;
  const consoleUsed = state.consoleScore.home + state.consoleScore.away > 0;
  const statsUsed = state.statsScore.home + state.statsScore.away > 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="score-check">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="score-check">
            Score check
          </Title>
          {state.scoreMismatch ? (
            <Badge color="red" variant="filled" size="lg">
              Score unreliable
            </Badge>
          ) : (
            <Badge color="teal" variant="light" size="lg">
              Sources agree
            </Badge>
          )}
        </Group>
        <Table withRowBorders verticalSpacing={4} aria-label="Score by source">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th ta="right">
                {game.home.shortName} : {game.away.shortName}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr fw={state.scoreSource === 'console' ? 700 : undefined}>
              <Table.Td>
                Time &amp; score console{state.scoreSource === 'console' ? ' (counts)' : ''}
              </Table.Td>
              <Table.Td ta="right" data-testid="console-score">
                {consoleUsed || state.scoreSource === 'console' ? line(state.consoleScore) : '–'}
              </Table.Td>
            </Table.Tr>
            <Table.Tr fw={state.scoreSource === 'stats' ? 700 : undefined}>
              <Table.Td>Stats consoles{state.scoreSource === 'stats' ? ' (counts)' : ''}</Table.Td>
              <Table.Td ta="right" data-testid="stats-score">
                {statsUsed || state.scoreSource === 'stats' ? line(state.statsScore) : '–'}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {state.scoreMismatch ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            The two sources disagree. Check the time &amp; score console against the stats
            consoles&apos; play-by-play; the score shown comes from{' '}
            {state.scoreSource === 'stats' ? 'the stats consoles' : 'the time & score console'}.
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Who runs the clock, and clock changes from other devices waiting for a decision. */
function ClockCheck({
  state,
  connections,
}: {
  state: GameState;
  connections: Presence['connections'] | null;
}) {
  const name = (device: string) => {
    const screen = connections?.find((c) => c.deviceId === device);
    return `device ${device.slice(0, 6)}${screen ? ` (${screenLabels[screen.kind]})` : ''}`;
  };
  const conflicts = state.clockConflicts;
  const devices = [...new Set(conflicts.map((c) => c.deviceId))];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="clock-check">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="clock-check">
            Clock check
          </Title>
          {conflicts.length > 0 ? (
            <Badge color="orange" variant="filled" size="lg">
              Clock conflict
            </Badge>
          ) : (
            <Badge color="teal" variant="light" size="lg">
              One clock
            </Badge>
          )}
        </Group>
        <Text size="sm" data-testid="clock-owner">
          {state.clockOwner === null
            ? 'No console has run the clock yet.'
            : `The clock is run from ${name(state.clockOwner)}.`}
        </Text>
        {devices.map((device) => {
          const n = conflicts.filter((c) => c.deviceId === device).length;
          return (
            <Alert key={device} color="orange" variant="light" role="alert" p="xs">
              {n === 1 ? 'One clock change' : `${n} clock changes`} from {name(device)}{' '}
              {n === 1 ? 'was' : 'were'} not applied: made while another device ran the clock. Use
              or discard them on a console that runs the clock.
            </Alert>
          );
        })}
      </Stack>
    </Paper>
  );
}

function Connected({
  connections,
  now,
}: {
  connections: Presence['connections'] | null;
  now: number;
}) {
  const sorted = useMemo(
    () =>
      (connections ?? [])
        .slice()
        .sort(
          (a, b) =>
            Number(consoleKindSet.has(b.kind)) - Number(consoleKindSet.has(a.kind)) ||
            a.kind.localeCompare(b.kind) ||
            a.connectedAt - b.connectedAt,
        ),
    [connections],
  );
  const mine = deviceId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="connected-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="connected-title">
          Connected now
        </Title>
        {connections === null ? (
          <Text size="sm" c="dimmed">
            Waiting for the server…
          </Text>
        ) : sorted.length === 0 ? (
          <Text size="sm" c="dimmed">
            No console or output is connected.
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label="Connected consoles and outputs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Screen</Table.Th>
                <Table.Th>Device</Table.Th>
                <Table.Th ta="right">Since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody data-testid="presence-list">
              {sorted.map((c) => (
                <Table.Tr key={`${c.kind}-${c.deviceId}-${c.connectedAt}`}>
                  <Table.Td>
                    <Text size="sm" fw={consoleKindSet.has(c.kind) ? 600 : undefined}>
                      {screenLabels[c.kind]}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {c.deviceId.slice(0, 6)}
                      {c.deviceId === mine ? ' (this device)' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{timeAgo(c.connectedAt, now)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

export function ScoreboardViewPage() {
  usePageTitle('Scoreboard view');
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const device = useMemo(deviceId, []);
  const feed = useGameFeed({
    gameId: params.gameId,
    access: 'member',
    kind: 'scoreboard-view',
    deviceId: device,
  });
  const clock = useServerClock();
  const running = Boolean(feed.state?.clock.running || feed.state?.shotClock?.running);
  const now = useFrameNow(clock, running);
  // The stream sends presence when it opens; this first answer fills the list until then.
  const presence = useQuery({
    queryKey: ['live-presence', params.gameId],
    queryFn: () => callEndpoint(getGamePresence, { params: { gameId: params.gameId } }),
    enabled: feed.presence === null,
  });
  const connections = feed.presence ?? presence.data?.connections ?? null;

  const back = (
    <Anchor component={Link} to={paths.game.href(params)} size="sm">
      Back to the game
    </Anchor>
  );

  if (!feed.game || !feed.state) {
    return (
      <Box component="main" p="md">
        <Center mih="80dvh">
          <Stack align="center" gap="sm" ta="center">
            <Title order={1}>Scoreboard view</Title>
            {feed.error ? (
              <Text c="dimmed">{feed.error.message}</Text>
            ) : (
              <Loader role="status" aria-label="Loading the game" />
            )}
            {back}
          </Stack>
        </Center>
      </Box>
    );
  }

  const { game, state } = feed;
  const connectionBadge =
    feed.connection === 'online' ? (
      <Badge color="teal" variant="light" size="lg">
        Live
      </Badge>
    ) : (
      <Badge color="yellow" variant="light" size="lg">
        {feed.connection === 'connecting' ? 'Connecting…' : 'Reconnecting…'}
      </Badge>
    );

  return (
    <Box component="main" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1} size="h3">
              Scoreboard view
            </Title>
            <Text size="sm" c="dimmed">
              {game.home.name} vs {game.away.name} · {game.tournamentName}, {game.seasonName}
            </Text>
          </div>
          <Group gap="sm">
            <div role="status" aria-live="polite">
              {connectionBadge}
            </div>
            {back}
          </Group>
        </Group>
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper
              withBorder
              radius="md"
              style={{ aspectRatio: '16 / 9', overflow: 'hidden', background: '#000' }}
              component="section"
              aria-label="Scoreboard"
            >
              <ScoreboardDisplay game={game} state={state} now={now} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="sm">
              <ScoreCheck game={game} state={state} />
              <ClockCheck state={state} connections={connections} />
              <Connected connections={connections} now={now} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="screens-title">
          <Title order={2} size="h4" id="screens-title" mb="xs">
            Consoles and outputs of this game
          </Title>
          <GameScreenLinks params={params} ownerTier={game.ownerTier} />
        </Paper>
      </Stack>
    </Box>
  );
}
