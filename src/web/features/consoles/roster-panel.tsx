// One team on a stats console: its players as number tiles that keep their places (sorted by
// number, so a substitution never moves a player under the scorer's finger; who is on court is
// shown by colour), the lineup and substitution buttons, and the team's own plays.
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { LiveGame, LivePlayer } from '../../../contract/live-games.ts';
import type { EventPayload, TeamSide } from '../../../domain/game/events.ts';
import type { GameState } from '../../../domain/game/state.ts';
import { DeferredModal } from '../../components/deferred-modal.tsx';
import { playerLabel } from '../../lib/format.ts';
import styles from './console.module.css';
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
  const line = state.players[player.id];
  const onCourt = line?.onCourt ?? false;
  const fouledOut = line?.fouledOut ?? false;
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`${playerLabel(player)}${onCourt ? ', on court' : ''}${fouledOut ? ', fouled out' : ''}`}
      title={`${playerLabel(player)} · ${line?.points ?? 0} PTS · ${line?.personalFouls ?? 0} PF`}
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
  const plays: { label: string; run: () => void }[] = [
    {
      label: 'Team offensive rebound',
      run: () => onTeamPlay({ type: 'rebound', team: side, playerId: null, offensive: true }),
    },
    {
      label: 'Team defensive rebound',
      run: () => onTeamPlay({ type: 'rebound', team: side, playerId: null, offensive: false }),
    },
    {
      label: 'Team rebound (dead ball)',
      run: () =>
        onTeamPlay({
          type: 'rebound',
          team: side,
          playerId: null,
          offensive: false,
          deadBall: true,
        }),
    },
    { label: 'Team turnover…', run: () => onDialog('turnover') },
    { label: 'Coach, bench or team foul…', run: () => onDialog('foul') },
    { label: 'Timeout', run: () => onTeamPlay({ type: 'timeout', team: side }) },
  ];
  return (
    <DeferredModal opened onClose={onClose} title={`Team plays: ${team.name}`} centered>
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
            h="auto"
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
  const team = game[side];
  const lineupSet = state.onCourt[side].length > 0;
  return (
    <section
      className={styles.panel}
      aria-label={`${side === 'home' ? 'Home' : 'Away'} roster: ${team.name}`}
      style={{ borderTop: `6px solid ${team.primaryColor}` }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text fw={700} lineClamp={1} title={team.name}>
          {team.shortName}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Fouls {state.teamFouls[side]} · TO {state.timeoutsLeft[side]}
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
      <div className={styles.row}>
        <Button
          className={styles.tap}
          px={0}
          size="sm"
          classNames={{ label: styles.label }}
          variant={lineupSet ? 'light' : 'filled'}
          onClick={() => onDialog('lineup')}
          aria-label="Starting lineup"
        >
          Lineup
        </Button>
        <Button
          className={styles.tap}
          px={0}
          size="sm"
          classNames={{ label: styles.label }}
          variant="light"
          onClick={() => onDialog('substitution')}
          aria-label="Substitution"
        >
          Sub
        </Button>
        <Button
          className={styles.tap}
          px={0}
          size="sm"
          classNames={{ label: styles.label }}
          variant="default"
          onClick={() => onTeamPlays(true)}
          aria-label={`Team plays: ${team.name}`}
        >
          Team…
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
