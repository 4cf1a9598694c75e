// The frame every console shares: loading and "not available" states, then the header
// (console-header.tsx), anything that stopped the sender (send-problem-alert.tsx), the
// score-source mismatch flag (score-mismatch-flag.tsx) and the panels, under them this device's
// name and what a plain HTTP address risks (plain-http-notice.tsx), and over the page the Clock
// check (clock-conflicts.tsx).
import { Alert, Anchor, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { canUseConsole, type ConsoleKind } from '../../../../domain/plans/plans.ts';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ClockConflicts, hasClockCheck } from '../clock/clock-conflicts.tsx';
import { DeviceNamesContext, PresenceContext } from '../clock/clock-owner-note.tsx';
import styles from '../console.module.css';
import type { FrameConsole, LoadedConsole } from '../store/loaded-console.ts';
import { useConsoleGame, type ConsoleGame } from '../store/use-console-game.ts';
import { ConsoleHeader } from './console-header.tsx';
import { DeviceNameControl } from './device-name-control.tsx';
import { PlainHttpNotice } from './plain-http-notice.tsx';
import { ScoreMismatchFlag } from './score-mismatch-flag.tsx';
import { SendProblemAlert } from './send-problem-alert.tsx';

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

/** The links under a console's panels, and this device's name. */
function ConsoleLinks({ console: cg }: { console: FrameConsole }) {
  const t = useT('console');
  const params = useRouteParams('tournamentId', 'seasonId', 'gameId');
  return (
    <Group gap="md" justify="center" className={styles.links}>
      <DeviceNameControl console={cg} />
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
        <ConsoleHeader title={title} console={cg} />
        <SendProblemAlert console={cg} />
        {snapshot.storageFailed ? (
          <Alert color="yellow" variant="light" title={t('frame.notStoredTitle')}>
            {t('frame.notStored')}
          </Alert>
        ) : null}
        {/* The time & score console shows it under its score buttons (score-check.tsx). */}
        {cg.kind === 'timescore' ? null : <ScoreMismatchFlag game={game} state={state} />}
        {children}
        <ConsoleLinks console={cg} />
        <PlainHttpNotice
          waiting={snapshot.waiting}
          connection={cg.connection}
          live={state.status === 'live'}
        />
        {/* Over the page, not in it: see clock-conflicts.tsx. */}
        <ClockConflicts console={panelConsole} />
        {hasClockCheck(panelConsole) ? <div className={styles.clockCheckRoom} /> : null}
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
      <DeviceNamesContext.Provider value={snapshot.game.deviceNames}>
        <ConsoleBody title={title} console={loaded} panelConsole={panelConsole}>
          {panels}
        </ConsoleBody>
      </DeviceNamesContext.Provider>
    </PresenceContext.Provider>
  );
}
