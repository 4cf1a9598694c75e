// One team on a stats console: its players as number tiles that keep their places (sorted by
// number, so a substitution never moves a player under the scorer's finger; who is on court is
// shown by colour), the lineup and substitution buttons, and the team's own plays.
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { LiveGame, LivePlayer } from '../../../../contract/live-games.ts';
import type { EventPayload, TeamSide } from '../../../../domain/game/events.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import styles from '../console.module.css';
import { rosterOf } from './roster-of.ts';

function PlayerTile({
  player,
  state,
  selected,
  onSelect,
}: {
  player: LivePlayer;
  state: GameState;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useT('console');
  const common = useT('common');
  const line = state.players[player.id];
  const onCourt = line?.onCourt ?? false;
  const fouledOut = line?.fouledOut ?? false;
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={t('roster.tileAria', {
        player: playerLabel(player),
        onCourt: onCourt ? 'yes' : 'no',
        out: fouledOut ? 'yes' : 'no',
      })}
      title={`${playerLabel(player)} · ${line?.points ?? 0} ${common('box.pts')} · ${line?.personalFouls ?? 0} ${common('box.pf')}`}
      data-testid={`player-${player.id}`}
      data-court={onCourt}
      data-out={fouledOut}
    >
      <span className={styles.tileNumber}>{player.jersey}</span>
      <span className={styles.tileName}>{player.lastName}</span>
    </button>
  );
}

export type TeamDialog = 'turnover' | 'foul' | 'substitution' | 'lineup';

/** The team's own plays: rebounds and turnovers without a player, staff fouls, timeouts. */
function TeamPlays({
  team,
  side,
  onTeamPlay,
  onDialog,
  onClose,
}: {
  team: LiveGame['home'];
  side: TeamSide;
  onTeamPlay: (payload: EventPayload) => void;
  onDialog: (dialog: TeamDialog) => void;
  onClose: () => void;
}) {
  const t = useT('console');
  const common = useT('common');
  const plays: { label: string; run: () => void }[] = [
    {
      label: t('roster.teamOffReb'),
      run: () => onTeamPlay({ type: 'rebound', team: side, playerId: null, offensive: true }),
    },
    {
      label: t('roster.teamDefReb'),
      run: () => onTeamPlay({ type: 'rebound', team: side, playerId: null, offensive: false }),
    },
    {
      label: t('roster.teamDeadBall'),
      run: () =>
        onTeamPlay({
          type: 'rebound',
          team: side,
          playerId: null,
          offensive: false,
          deadBall: true,
        }),
    },
    { label: t('roster.teamTurnover'), run: () => onDialog('turnover') },
    { label: t('roster.staffFoul'), run: () => onDialog('foul') },
    { label: common('term.timeout'), run: () => onTeamPlay({ type: 'timeout', team: side }) },
  ];
  return (
    <DeferredModal
      opened
      onClose={onClose}
      title={t('roster.teamPlays', { team: team.name })}
      centered
    >
      <SimpleGrid cols={2} spacing="xs">
        {plays.map(({ label, run }) => (
          <Button
            key={label}
            className={styles.tap}
            variant="light"
            onClick={() => {
              onClose();
              run();
            }}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </DeferredModal>
  );
}

export function RosterPanel({
  game,
  state,
  side,
  selectedId,
  onSelect,
  onTeamPlay,
  onDialog,
  teamPlaysOpen,
  onTeamPlays,
}: {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
  selectedId: string | null;
  onSelect: (player: LivePlayer) => void;
  onTeamPlay: (payload: EventPayload) => void;
  onDialog: (dialog: TeamDialog) => void;
  teamPlaysOpen: boolean;
  onTeamPlays: (open: boolean) => void;
}) {
  const t = useT('console');
  const team = game[side];
  const lineupSet = state.onCourt[side].length > 0;
  return (
    <section
      className={styles.panel}
      aria-label={t('roster.region', { side, team: team.name })}
      style={{ borderTop: `6px solid ${team.primaryColor}` }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text fw={700} lineClamp={1} title={team.name}>
          {team.shortName}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('roster.summary', {
            fouls: state.teamFouls[side],
            timeouts: state.timeoutsLeft[side],
          })}
        </Text>
      </Group>
      <div className={styles.tiles}>
        {rosterOf(game, state, side).map((p) => (
          <PlayerTile
            key={p.id}
            player={p}
            state={state}
            selected={selectedId === p.id}
            onSelect={() => onSelect(p)}
          />
        ))}
      </div>
      <div className={styles.rosterButtons}>
        <Button
          className={styles.tap}
          px={0}
          size="sm"
          classNames={{ label: styles.label }}
          variant={lineupSet ? 'light' : 'filled'}
          onClick={() => onDialog('lineup')}
          aria-label={t('roster.lineupAria')}
        >
          {t('roster.lineup')}
        </Button>
        <Button
          className={styles.tap}
          px={0}
          size="sm"
          classNames={{ label: styles.label }}
          variant="light"
          onClick={() => onDialog('substitution')}
          aria-label={t('roster.subAria')}
        >
          {t('roster.sub')}
        </Button>
        <Button
          className={styles.tap}
          px={0}
          size="sm"
          classNames={{ label: styles.label }}
          variant="default"
          onClick={() => onTeamPlays(true)}
          aria-label={t('roster.teamPlays', { team: team.name })}
        >
          {t('roster.team')}
        </Button>
      </div>
      {teamPlaysOpen ? (
        <TeamPlays
          team={team}
          side={side}
          onTeamPlay={onTeamPlay}
          onDialog={onDialog}
          onClose={() => onTeamPlays(false)}
        />
      ) : null}
    </section>
  );
}
