// The bar at the top of every console: the game, its score and clock, the connection state and
// how many of this device's events wait for the server.
import { Badge, Group, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { clockRemaining, gameClockText } from '../../../../domain/game/clock.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useClockReading } from '../../../lib/live/server-clock.ts';
import styles from '../console.module.css';
import type { FrameConsole } from '../store/loaded-console.ts';
import type { ConsoleConnection } from '../store/use-console-game.ts';

const connectionColor: Record<ConsoleConnection, string> = {
  online: 'teal',
  connecting: 'blue',
  reconnecting: 'yellow',
  offline: 'gray',
};

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
  className,
}: Pick<FrameConsole, 'game' | 'state' | 'clock'> & { className?: string }) {
  const t = useT('console');
  const common = useT('common');
  const label = periodShort(common, state.period, game.rules);
  const clockText = useClockReading(clock, state.clock.running, (now) =>
    gameClockText(clockRemaining(state.clock, now), state.period, game.rules),
  );
  return (
    <Group gap="sm" wrap="nowrap" aria-label={t('frame.gameRegion')} className={className}>
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

/** The console's header: its title and game on one side, the connection and the outbox on the other. */
export function ConsoleHeader({ title, console: cg }: { title: string; console: FrameConsole }) {
  const { game, state } = cg;
  return (
    <header className={styles.header}>
      <Group gap="md" wrap="wrap">
        <Heading title={title} home={game.home.name} away={game.away.name} />
        <ScoreLine
          game={game}
          state={state}
          clock={cg.clock}
          className={cg.kind === 'timescore' ? styles.scoreLineRepeated : undefined}
        />
      </Group>
      <StatusBar connection={cg.connection} waiting={cg.snapshot.waiting} />
    </header>
  );
}
