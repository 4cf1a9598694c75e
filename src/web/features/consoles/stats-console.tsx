// The stats consoles (PRODUCT.md §4): `statstwo` runs both teams, `statsteamA`/`statsteamB` one
// each so two statisticians can split a game. Tap a player, then what they did; team plays
// (team rebound, team turnover, coach or bench foul, timeout) need no player.
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import type { LiveGame, LivePlayer } from '../../../contract/live-games.ts';
import type { EventPayload, TeamSide } from '../../../domain/game/events.ts';
import type { GameState } from '../../../domain/game/state.ts';
import { BoxScore } from './box-score.tsx';
import type { LoadedConsole } from './console-frame.tsx';
import { stamp, withStatsScoreSource } from './event-factory.ts';
import { playerLabel } from '../../lib/format.ts';
import { PlayByPlay } from './play-by-play.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';
import { KeyHint, useShortcuts } from './shortcuts.tsx';
import {
  FoulDialog,
  LineupDialog,
  ShotDialog,
  SubstitutionDialog,
  TurnoverDialog,
  rosterOf,
} from './stat-dialogs.tsx';

interface Selection {
  side: TeamSide;
  playerId: string;
}

type Dialog =
  | { type: 'shot'; side: TeamSide; player: LivePlayer; points: 2 | 3; made: boolean }
  | { type: 'turnover'; side: TeamSide; player: LivePlayer | null }
  | { type: 'foul'; side: TeamSide; player: LivePlayer | null }
  | { type: 'substitution'; side: TeamSide }
  | { type: 'lineup'; side: TeamSide };

export const statKeys = {
  twoMade: '2',
  twoMissed: 'w',
  threeMade: '3',
  threeMissed: 'e',
  ftMade: '1',
  ftMissed: 'q',
  offensiveRebound: 'o',
  defensiveRebound: 'd',
  turnover: 't',
  steal: 's',
  block: 'b',
  foul: 'f',
  clear: 'Escape',
} as const;

function PlayerButton({
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
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      aria-label={`${playerLabel(player)}${onCourt ? ', on court' : ''}${fouledOut ? ', fouled out' : ''}`}
      data-testid={`player-${player.id}`}
      p={6}
      style={{
        borderRadius: 8,
        minHeight: 52,
        border: `2px solid ${selected ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-default-border)'}`,
        background: selected
          ? 'var(--mantine-color-blue-light)'
          : onCourt
            ? 'var(--mantine-color-default-hover)'
            : undefined,
        opacity: fouledOut ? 0.7 : 1,
      }}
    >
      <Group gap={8} wrap="nowrap">
        <Text fw={800} fz={22} w={40} ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {player.jersey}
        </Text>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {player.firstName} {player.lastName}
          </Text>
          <Text size="xs" c="dimmed">
            {line?.points ?? 0} PTS · {line?.rebounds ?? 0} REB · {line?.assists ?? 0} AST ·{' '}
            {line?.personalFouls ?? 0} PF
          </Text>
        </Stack>
        {fouledOut ? (
          <Badge color="red" size="sm" variant="filled">
            Out
          </Badge>
        ) : onCourt ? (
          <Badge color="teal.9" size="sm" variant="filled">
            Court
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/** Team plays wrap their label rather than cut it, on a narrow tablet column. */
const teamPlay = {
  size: 'sm',
  variant: 'default',
  h: 'auto',
  mih: 36,
  py: 4,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

function RosterPanel({
  game,
  state,
  side,
  selected,
  onSelect,
  onTeamPlay,
  onDialog,
}: {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
  selected: Selection | null;
  onSelect: (selection: Selection | null) => void;
  onTeamPlay: (payload: EventPayload) => void;
  onDialog: (dialog: Dialog) => void;
}) {
  const team = game[side];
  const onCourt = new Set(state.onCourt[side]);
  const teamPlays = [
    {
      label: 'Team off. rebound',
      run: () => onTeamPlay({ type: 'rebound', team: side, playerId: null, offensive: true }),
    },
    {
      label: 'Team def. rebound',
      run: () => onTeamPlay({ type: 'rebound', team: side, playerId: null, offensive: false }),
    },
    { label: 'Team turnover', run: () => onDialog({ type: 'turnover', side, player: null }) },
    { label: 'Coach / bench foul', run: () => onDialog({ type: 'foul', side, player: null }) },
    { label: 'Timeout', run: () => onTeamPlay({ type: 'timeout', team: side }) },
  ];
  const roster = rosterOf(game, state, side);
  const ordered = [
    ...roster.filter((p) => onCourt.has(p.id)),
    ...roster.filter((p) => !onCourt.has(p.id)),
  ];
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={`${side === 'home' ? 'Home' : 'Away'} roster: ${team.name}`}
      style={{ borderTop: `6px solid ${team.primaryColor}` }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" lineClamp={1}>
            {team.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Fouls {state.teamFouls[side]} · TO left {state.timeoutsLeft[side]}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing={6}>
          <Button
            size="sm"
            variant={onCourt.size === 0 ? 'filled' : 'light'}
            onClick={() => onDialog({ type: 'lineup', side })}
          >
            Starting lineup
          </Button>
          <Button
            size="sm"
            variant="light"
            onClick={() => onDialog({ type: 'substitution', side })}
          >
            Substitution
          </Button>
        </SimpleGrid>
        <Stack gap={6}>
          {ordered.map((p) => (
            <PlayerButton
              key={p.id}
              player={p}
              state={state}
              selected={selected?.playerId === p.id}
              onSelect={() =>
                onSelect(selected?.playerId === p.id ? null : { side, playerId: p.id })
              }
            />
          ))}
        </Stack>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Team plays
        </Text>
        <SimpleGrid cols={2} spacing={6}>
          {teamPlays.map(({ label, run }) => (
            <Button key={label} {...teamPlay} onClick={run}>
              {label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** One of the selected player's plays: its button, and the key that does the same. */
interface PlayAction {
  label: string;
  key: string;
  /** A made shot is filled; everything else light. */
  made?: boolean;
  color?: string;
  run: () => void;
}

function ActionPanel({
  game,
  selectedPlayer,
  actions,
  onClear,
}: {
  game: LiveGame;
  selectedPlayer: { side: TeamSide; player: LivePlayer } | null;
  actions: readonly PlayAction[];
  onClear: () => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Record a play">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" mih={34}>
          <Text fw={700} aria-live="polite" truncate>
            {selectedPlayer
              ? `${playerLabel(selectedPlayer.player)} (${game[selectedPlayer.side].shortName})`
              : 'Tap a player, then the play'}
          </Text>
          {selectedPlayer ? (
            <Button size="compact-sm" variant="subtle" onClick={onClear}>
              Clear
              <KeyHint shortcut={statKeys.clear} />
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={2} spacing={6}>
          {actions.map(({ label, key, made, color, run }) => (
            <Button
              key={label}
              size="lg"
              px={6}
              disabled={selectedPlayer === null}
              variant={made ? 'filled' : 'light'}
              color={color}
              onClick={run}
            >
              {label}
              <KeyHint shortcut={key} />
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function StatsConsole({
  console: cg,
  sides,
}: {
  console: LoadedConsole;
  sides: readonly TeamSide[];
}) {
  const { game, state, clock, record } = cg;
  const [selected, setSelected] = useState<Selection | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const selectedPlayer = selected
    ? (() => {
        const player = game[selected.side].players.find((p) => p.id === selected.playerId);
        return player ? { side: selected.side, player } : null;
      })()
    : null;

  const recordStat = (payloads: EventPayload[]) => {
    const at = clock.now();
    return record((ctx) =>
      withStatsScoreSource(
        ctx,
        at,
        payloads.map((payload) => stamp(ctx.state, at, payload)),
      ),
    );
  };

  const shot = (points: 2 | 3, made: boolean) => {
    if (!selectedPlayer) return;
    setDialog({
      type: 'shot',
      side: selectedPlayer.side,
      player: selectedPlayer.player,
      points,
      made,
    });
  };
  const freeThrow = (made: boolean) => {
    if (!selectedPlayer) return;
    void recordStat([
      { type: 'free-throw', team: selectedPlayer.side, playerId: selectedPlayer.player.id, made },
    ]);
  };
  const play = (kind: 'offensive' | 'defensive' | 'steal' | 'block') => {
    if (!selectedPlayer) return;
    const { side, player } = selectedPlayer;
    if (kind === 'steal' || kind === 'block') {
      void recordStat([{ type: kind, team: side, playerId: player.id }]);
    } else {
      void recordStat([
        { type: 'rebound', team: side, playerId: player.id, offensive: kind === 'offensive' },
      ]);
    }
  };
  const openPlayerDialog = (type: 'turnover' | 'foul') => {
    if (!selectedPlayer) return;
    setDialog({ type, side: selectedPlayer.side, player: selectedPlayer.player });
  };
  const close = () => setDialog(null);
  const recordAndClose = (payload: EventPayload) => {
    close();
    void recordStat([payload]);
  };

  const playActions: PlayAction[] = [
    {
      label: '2PT made',
      key: statKeys.twoMade,
      made: true,
      color: 'teal.9',
      run: () => shot(2, true),
    },
    { label: '2PT missed', key: statKeys.twoMissed, color: 'gray', run: () => shot(2, false) },
    {
      label: '3PT made',
      key: statKeys.threeMade,
      made: true,
      color: 'teal.9',
      run: () => shot(3, true),
    },
    { label: '3PT missed', key: statKeys.threeMissed, color: 'gray', run: () => shot(3, false) },
    {
      label: 'FT made',
      key: statKeys.ftMade,
      made: true,
      color: 'teal.9',
      run: () => freeThrow(true),
    },
    { label: 'FT missed', key: statKeys.ftMissed, color: 'gray', run: () => freeThrow(false) },
    { label: 'Off. rebound', key: statKeys.offensiveRebound, run: () => play('offensive') },
    { label: 'Def. rebound', key: statKeys.defensiveRebound, run: () => play('defensive') },
    { label: 'Steal', key: statKeys.steal, color: 'grape', run: () => play('steal') },
    { label: 'Block', key: statKeys.block, color: 'grape', run: () => play('block') },
    {
      label: 'Turnover…',
      key: statKeys.turnover,
      color: 'orange',
      run: () => openPlayerDialog('turnover'),
    },
    { label: 'Foul…', key: statKeys.foul, color: 'red', run: () => openPlayerDialog('foul') },
  ];
  useShortcuts(
    [
      ...playActions.map(({ key, run }) => ({ key, run })),
      { key: statKeys.clear, run: () => setSelected(null) },
    ],
    dialog === null,
  );

  const roster = (side: TeamSide) => (
    <RosterPanel
      game={game}
      state={state}
      side={side}
      selected={selected}
      onSelect={setSelected}
      onTeamPlay={(payload) => void recordStat([payload])}
      onDialog={setDialog}
    />
  );
  const actions = (
    <ActionPanel
      game={game}
      selectedPlayer={selectedPlayer}
      actions={playActions}
      onClear={() => setSelected(null)}
    />
  );
  const log = (
    <Paper withBorder p="sm" radius="md">
      <Tabs defaultValue="plays" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plays">Play-by-play</Tabs.Tab>
          {sides.map((side) => (
            <Tabs.Tab key={side} value={`box-${side}`}>
              Box score {game[side].shortName}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="plays" pt="xs">
          <PlayByPlay console={cg} sides={sides} />
        </Tabs.Panel>
        {sides.map((side) => (
          <Tabs.Panel key={side} value={`box-${side}`} pt="xs">
            <BoxScore game={game} state={state} side={side} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );

  const startGame = () => {
    const at = clock.now();
    void record(({ state: s }) =>
      s.status === 'scheduled' ? [stamp(s, at, { type: 'game-start' })] : [],
    );
  };

  return (
    <Stack gap="sm">
      {state.status === 'scheduled' ? (
        <Alert color="blue" variant="light" title="The game has not started">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Starting lineups can be set now; plays count once the game has started (usually from
              the time &amp; score console).
            </Text>
            <Button color="teal.9" onClick={startGame}>
              Start the game
            </Button>
          </Group>
        </Alert>
      ) : null}
      {state.status === 'final' ? (
        <Alert color="gray" variant="light" title="The game is over">
          Only corrections can be made now: undo or edit plays in the play-by-play.
        </Alert>
      ) : null}
      {sides.length === 2 ? (
        <>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{roster('home')}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 0 }}>
              <div style={{ position: 'sticky', top: 8 }}>{actions}</div>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{roster('away')}</Grid.Col>
          </Grid>
          {log}
        </>
      ) : (
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{roster(sides[0]!)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <div style={{ position: 'sticky', top: 8 }}>{actions}</div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{log}</Grid.Col>
        </Grid>
      )}
      <ShortcutLegend
        items={[
          [`${statKeys.twoMade} ${statKeys.twoMissed}`, '2PT made / missed'],
          [`${statKeys.threeMade} ${statKeys.threeMissed}`, '3PT made / missed'],
          [`${statKeys.ftMade} ${statKeys.ftMissed}`, 'free throw made / missed'],
          [`${statKeys.offensiveRebound} ${statKeys.defensiveRebound}`, 'rebound off. / def.'],
          [statKeys.steal, 'steal'],
          [statKeys.block, 'block'],
          [statKeys.turnover, 'turnover'],
          [statKeys.foul, 'foul'],
          [statKeys.clear, 'clear the player'],
        ]}
      />

      {dialog?.type === 'shot' ? (
        <ShotDialog
          game={game}
          state={state}
          side={dialog.side}
          player={dialog.player}
          points={dialog.points}
          made={dialog.made}
          onClose={close}
          onRecord={({ assistPlayerId, spot }) =>
            recordAndClose({
              type: 'shot',
              team: dialog.side,
              playerId: dialog.player.id,
              points: dialog.points,
              made: dialog.made,
              ...(assistPlayerId ? { assistPlayerId } : {}),
              ...(spot ? { x: spot.x, y: spot.y } : {}),
            })
          }
        />
      ) : null}
      {dialog?.type === 'turnover' ? (
        <TurnoverDialog
          title={`Turnover: ${dialog.player ? playerLabel(dialog.player) : `${game[dialog.side].name} (team)`}`}
          onClose={close}
          onPick={(kind) =>
            recordAndClose({
              type: 'turnover',
              team: dialog.side,
              playerId: dialog.player?.id ?? null,
              kind,
            })
          }
        />
      ) : null}
      {dialog?.type === 'foul' ? (
        <FoulDialog
          title={`Foul: ${dialog.player ? playerLabel(dialog.player) : `${game[dialog.side].name} coach or bench`}`}
          hasPlayer={dialog.player !== null}
          onClose={close}
          onRecord={({ offender, kind, shooting }) =>
            recordAndClose({
              type: 'foul',
              team: dialog.side,
              offender,
              playerId: offender === 'player' ? (dialog.player?.id ?? null) : null,
              kind,
              shooting,
            })
          }
        />
      ) : null}
      {dialog?.type === 'substitution' ? (
        <SubstitutionDialog
          game={game}
          state={state}
          side={dialog.side}
          onClose={close}
          onRecord={(change) =>
            recordAndClose({ type: 'substitution', team: dialog.side, ...change })
          }
        />
      ) : null}
      {dialog?.type === 'lineup' ? (
        <LineupDialog
          game={game}
          state={state}
          side={dialog.side}
          onClose={close}
          onRecord={(playerIds) =>
            recordAndClose({ type: 'starting-lineup', team: dialog.side, playerIds })
          }
        />
      ) : null}
    </Stack>
  );
}
