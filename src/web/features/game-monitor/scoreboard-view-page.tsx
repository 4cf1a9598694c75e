// `scoreboard-view` (docs/product/live-games.md): the operators' monitor. The scoreboard as the
// venue sees it, the score-source check (console score against stats score), the Clock check to
// settle, who is connected (consoles and outputs, live from the member stream's presence, named as
// the crew named them), and every console and output with its link and QR code. In the member's
// language, board included.
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
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { getGamePresence } from '../../../contract/endpoints/live.ts';
import type { LiveGame, Presence } from '../../../contract/live-games.ts';
import { recordGameEvents } from '../../../contract/endpoints/live-batches.ts';
import { acceptConflicts, discardConflicts } from '../../../domain/game/clock-authority.ts';
import type { EventPayload, LoggedEvent } from '../../../domain/game/events.ts';
import type { GameState } from '../../../domain/game/state.ts';
import { ClockCheckChoices } from '../../components/clock-check.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { stamp } from '../../lib/live/stamp-event.ts';
import { GameScreenLinks } from '../../components/game-screens.tsx';
import { paths } from '../../config/paths.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { Translate } from '../../../i18n/translator.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { deviceId } from '../../lib/live/device-id.ts';
import { gameSetup, useGameFeed } from '../../lib/live/game-feed.ts';
import { useFrameNow, useServerClock, type ServerClock } from '../../lib/live/server-clock.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { screenLabel } from '../../lib/live/screen-labels.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ScoreboardDisplay } from '../../outputs/scoreboard-display.tsx';

const consoleKindSet = new Set<string>([
  'timescore',
  'timeonly',
  'statstwo',
  'statsteamA',
  'statsteamB',
]);

type ManageT = Translate<MessageKey<'manage'>>;

function timeAgo(t: ManageT, from: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - from) / 1000));
  if (seconds < 60) return t('monitor.since.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('monitor.since.minutes', { minutes });
  return t('monitor.since.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

function ScoreCheck({ game, state }: { game: LiveGame; state: GameState }) {
  const t = useT('manage');
  const line = (s: { home: number; away: number }) => `${s.home} : ${s.away}`;
  const consoleUsed = state.consoleScore.home + state.consoleScore.away > 0;
  const statsUsed = state.statsScore.home + state.statsScore.away > 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="score-check">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="score-check">
            {t('monitor.scoreCheck.title')}
          </Title>
          {state.scoreMismatch ? (
            <Badge color="red" variant="filled" size="lg">
              {t('monitor.scoreCheck.unreliable')}
            </Badge>
          ) : (
            <Badge color="teal" variant="light" size="lg">
              {t('monitor.scoreCheck.agree')}
            </Badge>
          )}
        </Group>
        <Table withRowBorders verticalSpacing={4} aria-label={t('monitor.scoreCheck.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('monitor.scoreCheck.source')}</Table.Th>
              <Table.Th ta="right">
                {game.home.shortName} : {game.away.shortName}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr fw={state.scoreSource === 'console' ? 700 : undefined}>
              <Table.Td>
                {t('monitor.scoreCheck.console', {
                  counts: state.scoreSource === 'console' ? 'yes' : 'no',
                })}
              </Table.Td>
              <Table.Td ta="right" data-testid="console-score">
                {consoleUsed || state.scoreSource === 'console' ? line(state.consoleScore) : '–'}
              </Table.Td>
            </Table.Tr>
            <Table.Tr fw={state.scoreSource === 'stats' ? 700 : undefined}>
              <Table.Td>
                {t('monitor.scoreCheck.stats', {
                  counts: state.scoreSource === 'stats' ? 'yes' : 'no',
                })}
              </Table.Td>
              <Table.Td ta="right" data-testid="stats-score">
                {statsUsed || state.scoreSource === 'stats' ? line(state.statsScore) : '–'}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {state.scoreMismatch ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('monitor.scoreCheck.mismatch', { source: state.scoreSource })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A device as the monitor names it: the crew's name, else what it is connected as, else its code. */
function useMonitorDeviceName(
  game: LiveGame,
  connections: Presence['connections'] | null,
): (device: string) => string {
  const t = useT('manage');
  return (device) => {
    const named = game.deviceNames?.[device];
    if (named !== undefined) return named;
    const screen = connections?.find((c) => c.deviceId === device);
    const id = device.slice(0, 6);
    return screen
      ? t('monitor.deviceScreen', { id, screen: screenLabel(t, screen.kind) })
      : t('monitor.device', { id });
  };
}

/**
 * Who runs the clock, and clock changes from other devices waiting for a decision, settled from
 * here as on a console. The events are logged as from the device running the clock, not the
 * monitor's: accepting from a console makes that console's device run the clock, and the
 * timekeeper at the table must not have to take the clock back before the next whistle.
 */
function ClockCheck({
  game,
  state,
  log,
  clock,
  connections,
}: {
  game: LiveGame;
  state: GameState;
  log: LoggedEvent[];
  clock: ServerClock;
  connections: Presence['connections'] | null;
}) {
  const t = useT('manage');
  const name = useMonitorDeviceName(game, connections);
  const mine = useMemo(deviceId, []);
  const setup = useMemo(() => gameSetup(game), [game]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const conflicts = state.clockConflicts;

  const settle = (build: (now: number) => EventPayload[]) => {
    const now = Math.round(clock.now());
    const events = build(now).map((p) => stamp(state, now, p));
    if (events.length === 0) return;
    setBusy(true);
    setFailure(null);
    callEndpoint(recordGameEvents, {
      params: { gameId: game.id },
      body: { deviceId: state.clockOwner ?? mine, console: 'timescore', events },
    }).then(
      (answer) => {
        setBusy(false);
        const refused = answer.results.find((r) => r.status === 'rejected');
        if (refused) setFailure(t('monitor.clockCheck.failed', { reason: refused.reason }));
      },
      (err: unknown) => {
        setBusy(false);
        setFailure(t('monitor.clockCheck.failed', { reason: errorMessage(err) }));
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="clock-check">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="clock-check">
            {t('monitor.clockCheck.title')}
          </Title>
          {conflicts.length > 0 ? (
            <Badge color="orange" variant="filled" size="lg">
              {t('monitor.clockCheck.conflict')}
            </Badge>
          ) : (
            <Badge color="teal" variant="light" size="lg">
              {t('monitor.clockCheck.oneClock')}
            </Badge>
          )}
        </Group>
        <Text size="sm" data-testid="clock-owner">
          {state.clockOwner === null
            ? t('monitor.clockCheck.noOwner')
            : t('monitor.clockCheck.owner', { device: name(state.clockOwner) })}
        </Text>
        {conflicts.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            p="xs"
            data-testid="monitor-clock-check"
          >
            <ClockCheckChoices
              game={game}
              setup={setup}
              state={state}
              log={log}
              clock={clock}
              selfId={mine}
              nameOf={name}
              busy={busy}
              onUse={(device) => settle((now) => acceptConflicts(setup, state, log, device, now))}
              onKeep={(device) => settle(() => discardConflicts(state, device))}
            />
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Connected({
  game,
  connections,
  now,
}: {
  game: LiveGame;
  connections: Presence['connections'] | null;
  now: number;
}) {
  // The screen has its own column: a device is its name, or its code.
  const name = (device: string) => game.deviceNames?.[device] ?? device.slice(0, 6);
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
  const t = useT('manage');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="connected-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="connected-title">
          {t('monitor.connected.title')}
        </Title>
        {connections === null ? (
          <Text size="sm" c="dimmed">
            {t('monitor.connected.waiting')}
          </Text>
        ) : sorted.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('monitor.connected.none')}
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label={t('monitor.connected.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitor.connected.screen')}</Table.Th>
                <Table.Th>{t('monitor.connected.device')}</Table.Th>
                <Table.Th ta="right">{t('monitor.connected.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody data-testid="presence-list">
              {sorted.map((c) => (
                <Table.Tr key={`${c.kind}-${c.deviceId}-${c.connectedAt}`}>
                  <Table.Td>
                    <Text size="sm" fw={consoleKindSet.has(c.kind) ? 600 : undefined}>
                      {screenLabel(t, c.kind)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {c.deviceId === mine
                        ? t('monitor.connected.thisDevice', { id: name(c.deviceId) })
                        : name(c.deviceId)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{timeAgo(t, c.connectedAt, now)}</Text>
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
  const t = useT('manage');
  const tc = useT('common');
  usePageTitle(t('monitor.title'));
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const device = useMemo(deviceId, []);
  const feed = useGameFeed({
    gameId: params.gameId,
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
      {t('monitor.back')}
    </Anchor>
  );

  if (!feed.game || !feed.state) {
    return (
      <Box component="main" p="md">
        <Center mih="80dvh">
          <Stack align="center" gap="sm" ta="center">
            <Title order={1}>{t('monitor.title')}</Title>
            {feed.error ? (
              <Text c="dimmed">{feed.error.message}</Text>
            ) : (
              <Loader role="status" aria-label={t('monitor.loading')} />
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
        {tc('status.live')}
      </Badge>
    ) : (
      <Badge color="yellow" variant="light" size="lg">
        {feed.connection === 'connecting' ? t('monitor.connecting') : t('monitor.reconnecting')}
      </Badge>
    );

  return (
    <Box component="main" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1} size="h3">
              {t('monitor.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('monitor.subtitle', {
                home: game.home.name,
                away: game.away.name,
                tournament: game.tournamentName,
                season: game.seasonName,
              })}
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
              aria-label={tc('term.scoreboard')}
            >
              <ScoreboardDisplay game={game} state={state} now={now} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="sm">
              <ScoreCheck game={game} state={state} />
              <ClockCheck
                game={game}
                state={state}
                log={feed.log}
                clock={clock}
                connections={connections}
              />
              <Connected game={game} connections={connections} now={now} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="screens-title">
          <Title order={2} size="h4" id="screens-title" mb="xs">
            {t('monitor.screens')}
          </Title>
          <GameScreenLinks params={params} ownerTier={game.ownerTier} />
        </Paper>
      </Stack>
    </Box>
  );
}
