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
import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LiveGame } from '../../../../contract/live-games.ts';
import { clockRemaining, gameClockText } from '../../../../domain/game/clock.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import { canUseConsole, type ConsoleKind } from '../../../../domain/plans/plans.ts';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useClockReading } from '../../../lib/live/server-clock.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ClockConflicts } from '../clock/clock-conflicts.tsx';
import { PresenceContext } from '../clock/clock-owner-note.tsx';
import styles from '../console.module.css';
import {
  useConsoleGame,
  type ConsoleConnection,
  type ConsoleGame,
} from '../store/use-console-game.ts';

/** A console whose game has loaded (from the server or from this device's cache): the frame's. */
type FrameConsole = ConsoleGame & { game: LiveGame; state: GameState };

/**
 * What a console's panels read of it: the game, its state and log, the clock and the recorder.
 * Nothing of the connection or of the sending, so a new connection state, waiting count or
 * server-clock measurement re-renders the frame, not the panels' hundred buttons (decision 0030);
 * who is connected, which changes as screens come and go, only the device names read
 * (`useDeviceName`).
 */
export type LoadedConsole = Pick<
  ConsoleGame,
  'gameId' | 'kind' | 'deviceId' | 'clock' | 'record'
> & {
  game: LiveGame;
  state: GameState;
  snapshot: Pick<ConsoleGame['snapshot'], 'setup' | 'log' | 'pending'>;
};

// Nothing waiting is always the same list, so a reload of an empty outbox changes nothing.
const nothingPending: LoadedConsole['snapshot']['pending'] = [];

/** The panels' view of the console, once its game is there: a new object only when it changes. */
function usePanelConsole(cg: ConsoleGame): LoadedConsole | null {
  const { gameId, kind, deviceId, clock, record } = cg;
  const { game, state, setup, log } = cg.snapshot;
  const pending = cg.snapshot.pending.length === 0 ? nothingPending : cg.snapshot.pending;
  return useMemo(
    () =>
      game && state
        ? {
            gameId,
            kind,
            deviceId,
            clock,
            record,
            game,
            state,
            snapshot: { setup, log, pending },
          }
        : null,
    [gameId, kind, deviceId, clock, record, game, state, setup, log, pending],
  );
}

const connectionColor: Record<ConsoleConnection, string> = {
  online: 'teal',
  connecting: 'blue',
  reconnecting: 'yellow',
  offline: 'gray',
};

function CenteredMessage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT('console');
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  return (
    <Box component="main" p="md">
      <Center mih="90dvh">
        <Stack align="center" gap="sm" maw={560} ta="center">
          <Title order={1}>{title}</Title>
          {children}
          <Anchor component={Link} to={paths.game.href(params)}>
            {t('frame.backToGame')}
          </Anchor>
        </Stack>
      </Center>
    </Box>
  );
}

// The header's parts take only what they show, so the frame's other renders (a screen connecting
// to the game, the outbox reloading) pass them by.
const StatusBar = memo(function StatusBar({
  connection,
  waiting,
}: {
  connection: ConsoleConnection;
  waiting: number;
}) {
  const t = useT('console');
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <DeferredTooltip label={t(`frame.connection.${connection}.help`)} withArrow multiline w={260}>
        {/* One width for every state: going from "Connecting…" to "Online" moves nothing. */}
        <Badge
          color={connectionColor[connection]}
          variant="light"
          size="lg"
          miw={150}
          role="status"
          aria-live="polite"
          data-testid="connection-state"
        >
          {t(`frame.connection.${connection}`)}
        </Badge>
      </DeferredTooltip>
      <DeferredTooltip
        label={t('frame.waiting.help', { count: waiting })}
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
          {t('frame.waiting', { count: waiting })}
        </Badge>
      </DeferredTooltip>
    </Group>
  );
});

const Heading = memo(function Heading({
  title,
  home,
  away,
}: {
  title: string;
  home: string;
  away: string;
}) {
  const common = useT('common');
  return (
    <div>
      <Title order={1} className={styles.headerTitle}>
        {title}
      </Title>
      <Text className={styles.matchup}>{common('vs', { home, away })}</Text>
    </div>
  );
});

const ScoreLine = memo(function ScoreLine({
  game,
  state,
  clock,
}: Pick<FrameConsole, 'game' | 'state' | 'clock'>) {
  const t = useT('console');
  const common = useT('common');
  const label = periodShort(common, state.period, game.rules);
  const clockText = useClockReading(clock, state.clock.running, (now) =>
    gameClockText(clockRemaining(state.clock, now), state.period, game.rules),
  );
  return (
    <Group gap="sm" wrap="nowrap" aria-label={t('frame.gameRegion')}>
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <span title={game.home.name}>{game.home.shortName}</span>{' '}
        <span data-testid="score-home">{state.score.home}</span> :{' '}
        <span data-testid="score-away">{state.score.away}</span>{' '}
        <span title={game.away.name}>{game.away.shortName}</span>
      </Text>
      <Text c="dimmed" size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {state.status === 'final'
          ? common('status.final')
          : state.status === 'scheduled'
            ? common('status.notStarted')
            : `${label} ${clockText}`}
      </Text>
    </Group>
  );
});

/** Both scores, when the two sources disagree: never silently counted twice (docs/product/live-games.md). */
export function ScoreMismatchFlag({ game, state }: { game: LiveGame; state: GameState }) {
  const t = useT('console');
  if (!state.scoreMismatch) return null;
  const line = (s: { home: number; away: number }) =>
    `${game.home.shortName} ${s.home} : ${s.away} ${game.away.shortName}`;
  return (
    <Alert color="red" variant="light" title={t('frame.scoreUnreliable')} role="alert" py={6}>
      <Text size="sm">
        {t('frame.scoreMismatch', {
          console: line(state.consoleScore),
          stats: line(state.statsScore),
          source: state.scoreSource,
        })}
      </Text>
    </Alert>
  );
}

function SendProblemAlert({ console: cg }: { console: FrameConsole }) {
  const t = useT('console');
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
      ? t('frame.problem.signIn')
      : problem.kind === 'forbidden'
        ? t('frame.problem.forbidden')
        : t('frame.problem.refused');
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('frame.problem.kept', { message: problem.message, count: cg.snapshot.waiting })}
        </Text>
        <Button size="xs" variant="light" onClick={cg.retry}>
          {t('frame.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The links under a console's panels. */
function ConsoleLinks() {
  const t = useT('console');
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  return (
    <Group gap="md" justify="center" py="xs">
      <Anchor component={Link} to={paths.game.href(params)} size="sm">
        {t('frame.backToGame')}
      </Anchor>
      <Anchor component={Link} to={paths.scoreboardView.href(params)} size="sm">
        {t('frame.scoreboardView')}
      </Anchor>
    </Group>
  );
}

function ConsoleBody({
  title,
  console: cg,
  panelConsole,
  children,
}: {
  title: string;
  console: FrameConsole;
  /** The panels' view of `console`, for the parts of the frame that read no more than they do. */
  panelConsole: LoadedConsole;
  children: ReactNode;
}) {
  const t = useT('console');
  const { game, state, snapshot } = cg;
  return (
    <Box component="main" className={styles.page} mih="100dvh">
      <Stack gap={8}>
        <header className={styles.header}>
          <Group gap="md" wrap="wrap">
            <Heading title={title} home={game.home.name} away={game.away.name} />
            <ScoreLine game={game} state={state} clock={cg.clock} />
          </Group>
          <StatusBar connection={cg.connection} waiting={snapshot.waiting} />
        </header>
        <SendProblemAlert console={cg} />
        {snapshot.storageFailed ? (
          <Alert color="yellow" variant="light" title={t('frame.notStoredTitle')}>
            {t('frame.notStored')}
          </Alert>
        ) : null}
        <ScoreMismatchFlag game={game} state={state} />
        <ClockConflicts console={panelConsole} />
        {children}
        <ConsoleLinks />
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
  children,
}: {
  kind: ConsoleKind;
  children: (console: LoadedConsole) => ReactNode;
}) {
  const t = useT('console');
  const title = t(`frame.title.${kind}`);
  usePageTitle(title);
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  const cg = useConsoleGame(params.gameId, kind);
  const { snapshot, feed } = cg;
  const panelConsole = usePanelConsole(cg);
  // The panels render again when what they read changes, not with every render of the frame.
  const panels = useMemo(
    () => (panelConsole ? children(panelConsole) : null),
    [children, panelConsole],
  );

  if (!snapshot.game || !snapshot.state || !panelConsole) {
    if (feed.error && feed.error.status !== 401) {
      return (
        <CenteredMessage title={feed.error.status === 404 ? t('frame.gameNotFound') : title}>
          <Text c="dimmed">{feed.error.message}</Text>
        </CenteredMessage>
      );
    }
    if (cg.connection === 'offline' && snapshot.ready && feed.connection !== 'connecting') {
      return (
        <CenteredMessage title={title}>
          <Text c="dimmed">{t('frame.neverOpenedOffline')}</Text>
        </CenteredMessage>
      );
    }
    return (
      <Center h="100dvh">
        <Loader role="status" aria-label={t('frame.loading')} />
      </Center>
    );
  }

  const loaded: FrameConsole = { ...cg, game: snapshot.game, state: snapshot.state };
  if (isStatsConsole(kind) && !canUseConsole(snapshot.game.ownerTier, kind)) {
    return (
      <CenteredMessage title={title}>
        <UpgradePrompt feature="statsConsoles" />
        <Text size="sm" c="dimmed">
          {t('frame.premiumNeeded')}
        </Text>
        <Anchor component={Link} to={paths.consoleTimeScore.href(params)}>
          {t('frame.openTimeScore')}
        </Anchor>
      </CenteredMessage>
    );
  }
  return (
    <PresenceContext.Provider value={feed.presence}>
      <ConsoleBody title={title} console={loaded} panelConsole={panelConsole}>
        {panels}
      </ConsoleBody>
    </PresenceContext.Provider>
  );
}
