// The frame every console shares: loading and "not available" states, then a bar with the game,
// the connection state, how many of this device's events wait for the server, the score-source
// mismatch flag and anything that stopped the sender (sign-in, Premium, permission).
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LiveGame } from '../../../contract/live-games.ts';
import { clockRemaining, gameClockText, periodLabel } from '../../../domain/game/clock.ts';
import type { GameState } from '../../../domain/game/state.ts';
import { canUseConsole, type ConsoleKind } from '../../../domain/plans/plans.ts';
import { DeferredTooltip } from '../../components/deferred-tooltip.tsx';
import { UpgradePrompt } from '../../components/upgrade-prompt.tsx';
import { paths } from '../../config/paths.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useClockReading } from '../../lib/live/server-clock.ts';
import { useRouteParams } from '../../lib/route-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ClockConflicts } from './clock-conflicts.tsx';
import styles from './console.module.css';
import { useConsoleGame, type ConsoleConnection, type ConsoleGame } from './use-console-game.ts';

/** A console whose game has loaded (from the server or from this device's cache). */
export type LoadedConsole = ConsoleGame & { game: LiveGame; state: GameState };

const connectionLook: Record<ConsoleConnection, { color: string; label: string; help: string }> = {
  online: { color: 'teal', label: 'Online', help: 'Connected: events are sent at once.' },
  connecting: { color: 'blue', label: 'Connecting…', help: 'Connecting to the server.' },
  reconnecting: {
    color: 'yellow',
    label: 'Reconnecting…',
    help: 'The link to the server dropped; the console keeps working and sends when it is back.',
  },
  offline: {
    color: 'gray',
    label: 'Offline',
    help: 'No network: the console keeps working and sends every event when the network is back.',
  },
};

function CenteredMessage({ title, children }: { title: string; children: ReactNode }) {
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  return (
    <Box component="main" p="md">
      <Center mih="90dvh">
        <Stack align="center" gap="sm" maw={560} ta="center">
          <Title order={1}>{title}</Title>
          {children}
          <Anchor component={Link} to={paths.game.href(params)}>
            Back to the game
          </Anchor>
        </Stack>
      </Center>
    </Box>
  );
}

function StatusBar({ console: cg }: { console: LoadedConsole }) {
  const { snapshot, connection } = cg;
  const look = connectionLook[connection];
  const waiting = snapshot.waiting;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <DeferredTooltip label={look.help} withArrow multiline w={260}>
        {/* One width for every state: going from "Connecting…" to "Online" moves nothing. */}
        <Badge
          color={look.color}
          variant="light"
          size="lg"
          miw={150}
          role="status"
          aria-live="polite"
          data-testid="connection-state"
        >
          {look.label}
        </Badge>
      </DeferredTooltip>
      <DeferredTooltip
        label={
          waiting === 0
            ? 'Every event of this console is confirmed by the server.'
            : `${waiting} event${waiting === 1 ? '' : 's'} of this console not yet confirmed by the server.`
        }
        withArrow
        multiline
        w={260}
      >
        <Badge
          color={waiting === 0 ? 'gray' : 'orange'}
          variant={waiting === 0 ? 'outline' : 'filled'}
          size="lg"
          data-testid="waiting-count"
        >
          {waiting === 0 ? 'All sent' : `${waiting} waiting`}
        </Badge>
      </DeferredTooltip>
    </Group>
  );
}

function ScoreLine({ console: cg }: { console: LoadedConsole }) {
  const { game, state, clock } = cg;
  const label = periodLabel(state.period, game.rules);
  const clockText = useClockReading(clock, state.clock.running, (now) =>
    gameClockText(clockRemaining(state.clock, now), state.period, game.rules),
  );
  return (
    <Group gap="sm" wrap="nowrap" aria-label="Game">
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <span title={game.home.name}>{game.home.shortName}</span>{' '}
        <span data-testid="score-home">{state.score.home}</span> :{' '}
        <span data-testid="score-away">{state.score.away}</span>{' '}
        <span title={game.away.name}>{game.away.shortName}</span>
      </Text>
      <Text c="dimmed" size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {state.status === 'final'
          ? 'Final'
          : state.status === 'scheduled'
            ? 'Not started'
            : `${label} ${clockText}`}
      </Text>
    </Group>
  );
}

/** Both scores, when the two sources disagree: never silently counted twice (docs/product/live-games.md). */
export function ScoreMismatchFlag({ game, state }: { game: LiveGame; state: GameState }) {
  if (!state.scoreMismatch) return null;
  const line = (s: { home: number; away: number }) =>
    `${game.home.shortName} ${s.home} : ${s.away} ${game.away.shortName}`;
  return (
    <Alert color="red" variant="light" title="Score unreliable" role="alert" py={6}>
      <Text size="sm">
        The time &amp; score console says {line(state.consoleScore)}; the stats consoles say{' '}
        {line(state.statsScore)}. The score shown comes from{' '}
        {state.scoreSource === 'stats' ? 'the stats consoles' : 'the time & score console'}.
      </Text>
    </Alert>
  );
}

function SendProblemAlert({ console: cg }: { console: LoadedConsole }) {
  const problem = cg.snapshot.problem;
  if (!problem) return null;
  if (problem.kind === 'upgrade') {
    return (
      <UpgradePrompt
        error={
          new ApiRequestError({
            status: problem.status,
            code: problem.code,
            message: problem.message,
            fields: problem.fields,
          })
        }
      />
    );
  }
  const title =
    problem.kind === 'sign-in'
      ? 'Please sign in again'
      : problem.kind === 'forbidden'
        ? 'You cannot record events for this game'
        : 'The server refused these events';
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {problem.message} Your {cg.snapshot.waiting} waiting event
          {cg.snapshot.waiting === 1 ? ' stays' : 's stay'} on this device.
        </Text>
        <Button size="xs" variant="light" onClick={cg.retry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * False for the first render, true from a task after it: the console's panels (a hundred buttons
 * and more) then render in a task of their own, after the header has been painted, so a phone's
 * first render of a console is two shorter tasks instead of one long one that blocks input.
 */
function useRenderedOnce() {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const task = setTimeout(() => setRendered(true), 0);
    return () => clearTimeout(task);
  }, []);
  return rendered;
}

function ConsoleBody({
  title,
  console: cg,
  children,
}: {
  title: string;
  console: LoadedConsole;
  children: ReactNode;
}) {
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const { game, state, snapshot } = cg;
  const panelsShown = useRenderedOnce();
  return (
    <Box component="main" className={styles.page} mih="100dvh">
      <Stack gap={8}>
        <header className={styles.header}>
          <Group gap="md" wrap="wrap">
            <div>
              <Title order={1} className={styles.headerTitle}>
                {title}
              </Title>
              <Text className={styles.matchup}>
                {game.home.name} vs {game.away.name}
              </Text>
            </div>
            <ScoreLine console={cg} />
          </Group>
          <StatusBar console={cg} />
        </header>
        <SendProblemAlert console={cg} />
        {snapshot.storageFailed ? (
          <Alert color="yellow" variant="light" title="Not saved on this device">
            This browser did not let Tempo store events on the device: waiting events are lost if
            the page is closed before they are sent.
          </Alert>
        ) : null}
        <ScoreMismatchFlag game={game} state={state} />
        <ClockConflicts console={cg} />
        {/* The panels' room is kept: the links below stay out of sight until they are there. */}
        {panelsShown ? children : <Box mih="100dvh" />}
        <Group gap="md" justify="center" py="xs">
          <Anchor component={Link} to={paths.game.href(params)} size="sm">
            Back to the game
          </Anchor>
          <Anchor component={Link} to={paths.scoreboardView.href(params)} size="sm">
            Scoreboard view
          </Anchor>
        </Group>
      </Stack>
    </Box>
  );
}

function isStatsConsole(kind: ConsoleKind) {
  return kind === 'statstwo' || kind === 'statsteamA' || kind === 'statsteamB';
}

/**
 * Runs the console store for `kind` and renders `children` once the game is there; until then a
 * loader, or why it cannot be shown.
 */
export function ConsolePage({
  kind,
  title,
  children,
}: {
  kind: ConsoleKind;
  title: string;
  children: (console: LoadedConsole) => ReactNode;
}) {
  usePageTitle(title);
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const cg = useConsoleGame(params.gameId, kind);
  const { snapshot, feed } = cg;

  if (!snapshot.game || !snapshot.state) {
    if (feed.error && feed.error.status !== 401) {
      return (
        <CenteredMessage title={feed.error.status === 404 ? 'Game not found' : title}>
          <Text c="dimmed">{feed.error.message}</Text>
        </CenteredMessage>
      );
    }
    if (cg.connection === 'offline' && snapshot.ready && feed.connection !== 'connecting') {
      return (
        <CenteredMessage title={title}>
          <Text c="dimmed">
            This console has not been opened on this device before, so it has nothing to work from
            without a network. Connect once to load the game; after that it works offline.
          </Text>
        </CenteredMessage>
      );
    }
    return (
      <Center h="100dvh">
        <Loader role="status" aria-label="Loading the game" />
      </Center>
    );
  }

  const loaded: LoadedConsole = { ...cg, game: snapshot.game, state: snapshot.state };
  if (isStatsConsole(kind) && !canUseConsole(snapshot.game.ownerTier, kind)) {
    return (
      <CenteredMessage title={title}>
        <UpgradePrompt feature="statsConsoles" />
        <Text size="sm" c="dimmed">
          The tournament&apos;s owner needs Tempo Premium for the stats consoles. The time &amp;
          score console works on every plan.
        </Text>
        <Anchor component={Link} to={paths.consoleTimeScore.href(params)}>
          Open the time &amp; score console
        </Anchor>
      </CenteredMessage>
    );
  }
  return (
    <ConsoleBody title={title} console={loaded}>
      {children(loaded)}
    </ConsoleBody>
  );
}
