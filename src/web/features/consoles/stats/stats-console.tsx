// The stats consoles: `statstwo` runs both teams, `statsteamA`/`statsteamB` one each so two
// statisticians can split a game. A play is a player and a key: tap a player's tile (or type the
// number) and the play. After every play the selection is cleared, or moved to the player the next
// key is for (the fouled player through their free throws), so the next key never credits the
// wrong player. A made shot can take its assist with one more tap. The shot buttons say what the
// season's field goals are worth (2PT/3PT, or 1PT/2PT in FIBA 3x3); their keys stay where they
// are on the keyboard: the inside shot on 2/w, the shot beyond the arc on 3/e.
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import type { LivePlayer } from '../../../../contract/live-games.ts';
import type {
  EventPayload,
  GameEvent,
  ShotPoints,
  TeamSide,
} from '../../../../domain/game/events.ts';
import { shotValuesOf } from '../../../../domain/season/rules.ts';
import { otherSide } from '../../../../domain/game/score.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { ClockBar, clockBarLegend } from '../clock/clock-bar.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import styles from '../console.module.css';
import { replacementOf, stamp } from '../store/event-factory.ts';
import { describeEvent, useWords } from '../text/event-text.ts';
import { FoulSheet, type RecordedFoul } from './foul-sheet.tsx';
import { jerseyPauseMs, type JerseyPlayer } from './jersey-entry.ts';
import { PlayByPlay } from './play-by-play.tsx';
import { RosterPanel, type TeamDialog } from './roster-panel.tsx';
import { ShortcutLegend, type LegendItem } from '../panels/shortcut-legend.tsx';
import { KeyHint, useShortcuts, type Shortcut } from '../panels/shortcuts.tsx';
import { BoxScore } from './lazy-box-score.tsx';
import {
  LineupDialog,
  LocationDialog,
  SubstitutionDialog,
  TurnoverDialog,
} from './lazy-stat-dialogs.tsx';
import { rosterOf } from './roster-of.ts';
import {
  awaitingPlay,
  freeThrowShooter,
  initialStatsEntry,
  keysActive,
  statsEntryReducer,
} from './stats-entry.ts';
import { lastOwnPlay } from '../store/undo.ts';

export const statKeys = {
  insideMade: '2',
  insideMissed: 'w',
  beyondMade: '3',
  beyondMissed: 'e',
  ftMade: '1',
  ftMissed: 'q',
  offensiveRebound: 'o',
  defensiveRebound: 'd',
  turnover: 't',
  steal: 's',
  block: 'b',
  foul: 'f',
  assist: 'a',
  clear: 'Escape',
  home: 'h',
  away: 'v',
} as const;

const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** One of the selected player's plays: its button, and the key that does the same. */
interface PlayAction {
  label: string;
  key: string;
  made?: boolean;
  color?: string;
  run: () => void;
}

export function StatsConsole({
  console: cg,
  sides,
}: {
  console: LoadedConsole;
  sides: readonly TeamSide[];
}) {
  const { game, state, snapshot, clock, record, deviceId } = cg;
  const words = useWords();
  const { t } = words;
  const [entry, dispatch] = useReducer(statsEntryReducer, initialStatsEntry);
  const { run, ambiguous, typed, dialog, teamPlays } = entry;

  const players: JerseyPlayer[] = sides.flatMap((side) =>
    rosterOf(game, state, side).map((p) => ({ side, playerId: p.id, jersey: p.jersey })),
  );
  const playerOf = (side: TeamSide, id: string) => game[side].players.find((p) => p.id === id);
  const selectedPlayer = entry.selected && playerOf(entry.selected.side, entry.selected.playerId);
  const selected = selectedPlayer ? { side: entry.selected!.side, player: selectedPlayer } : null;

  // A number that could still grow waits a moment for its next digit, then counts as typed; a new
  // digit (or anything that clears the number) starts the wait again or ends it.
  useEffect(() => {
    if (typed?.status !== 'waiting') return;
    const pause = setTimeout(() => dispatch({ type: 'pause' }), jerseyPauseMs);
    return () => clearTimeout(pause);
  }, [typed]);

  // The last play this console recorded: a shot can take its location, and a made shot or free
  // throw its assist.
  const last = lastOwnPlay(snapshot.log, state, deviceId, sides);
  const lastShot = last?.type === 'shot' ? last : null;
  const lastBasket = last?.type === 'shot' || last?.type === 'free-throw' ? last : null;
  const assistable =
    lastBasket !== null && lastBasket.made && lastBasket.assistPlayerId === undefined;

  const recordStat = (payloads: EventPayload[]) => {
    const at = clock.now();
    return record(({ state: s }) => payloads.map((payload) => stamp(s, at, payload)));
  };
  /** Replaces a logged play by the same play with more said about it (an assist, a spot). */
  const amend = (
    original: GameEvent,
    patch: { assistPlayerId?: string; x?: number; y?: number },
  ) => {
    const at = clock.now();
    void record(({ state: s }) => [
      stamp(s, at, { type: 'void', targetClientId: original.clientId }),
      replacementOf(original, { ...original, ...patch }),
    ]);
  };

  const shot = (points: ShotPoints, made: boolean) => {
    if (!selected) return;
    const { side, player } = selected;
    dispatch({ type: 'played' });
    void recordStat([{ type: 'shot', team: side, playerId: player.id, points, made }]);
  };
  const freeThrow = (made: boolean) => {
    const shooter = freeThrowShooter(entry);
    if (shooter === null) return;
    const worth = run && run.worth !== 1 ? { points: run.worth } : {};
    void recordStat([
      { type: 'free-throw', team: shooter.side, playerId: shooter.playerId, made, ...worth },
    ]);
    dispatch({ type: 'free-throw' });
  };
  const play = (kind: 'offensive' | 'defensive' | 'steal' | 'block') => {
    if (!selected) return;
    const { side, player } = selected;
    dispatch({ type: 'played' });
    if (kind === 'steal' || kind === 'block') {
      void recordStat([{ type: kind, team: side, playerId: player.id }]);
    } else {
      void recordStat([
        { type: 'rebound', team: side, playerId: player.id, offensive: kind === 'offensive' },
      ]);
    }
  };
  const assist = (player: LivePlayer, side: TeamSide) => {
    if (
      !lastBasket ||
      !assistable ||
      lastBasket.team !== side ||
      lastBasket.playerId === player.id
    ) {
      void record(() => t('stats.noAssistTarget'));
      return;
    }
    dispatch({ type: 'played' });
    amend(lastBasket, { assistPlayerId: player.id });
  };
  const openPlayerDialog = (kind: 'turnover' | 'foul') => {
    if (selected) dispatch({ type: 'player-dialog', kind });
  };
  const close = () => dispatch({ type: 'close-dialog' });
  const recordAndClose = (payload: EventPayload) => {
    dispatch({ type: 'dialog-recorded' });
    void recordStat([payload]);
  };
  const recordFoul = (side: TeamSide, fouler: LivePlayer | null, foul: RecordedFoul) => {
    void recordStat([
      {
        type: 'foul',
        team: side,
        offender: foul.offender,
        playerId: foul.offender === 'player' ? (fouler?.id ?? null) : null,
        kind: foul.kind,
        shooting: foul.shooting,
        ...(foul.drawnByPlayerId ? { drawnByPlayerId: foul.drawnByPlayerId } : {}),
      },
    ]);
    const shooter = foul.shooterId ? playerOf(otherSide(side), foul.shooterId) : undefined;
    dispatch({
      type: 'foul-recorded',
      side,
      freeThrows: foul.freeThrows,
      worth: foul.worth,
      shooterId: shooter?.id ?? null,
    });
  };

  const [inside, beyond] = shotValuesOf(game.rules);
  const playActions: PlayAction[] = [
    {
      label: t('stats.shotMade', { points: inside }),
      key: statKeys.insideMade,
      made: true,
      run: () => shot(inside, true),
    },
    {
      label: t('stats.shotMissed', { points: inside }),
      key: statKeys.insideMissed,
      run: () => shot(inside, false),
    },
    {
      label: t('stats.shotMade', { points: beyond }),
      key: statKeys.beyondMade,
      made: true,
      run: () => shot(beyond, true),
    },
    {
      label: t('stats.shotMissed', { points: beyond }),
      key: statKeys.beyondMissed,
      run: () => shot(beyond, false),
    },
    { label: t('stats.ftMade'), key: statKeys.ftMade, made: true, run: () => freeThrow(true) },
    { label: t('stats.ftMissed'), key: statKeys.ftMissed, run: () => freeThrow(false) },
    { label: t('stats.offReb'), key: statKeys.offensiveRebound, run: () => play('offensive') },
    { label: t('stats.defReb'), key: statKeys.defensiveRebound, run: () => play('defensive') },
    { label: t('stats.steal'), key: statKeys.steal, color: 'grape', run: () => play('steal') },
    { label: t('stats.block'), key: statKeys.block, color: 'grape', run: () => play('block') },
    {
      label: t('stats.turnover'),
      key: statKeys.turnover,
      color: 'orange',
      run: () => openPlayerDialog('turnover'),
    },
    {
      label: t('stats.foul'),
      key: statKeys.foul,
      color: 'red',
      run: () => openPlayerDialog('foul'),
    },
  ];

  const clear = () => dispatch({ type: 'clear' });
  const shortcuts: Shortcut[] = awaitingPlay(entry)
    ? [
        ...playActions.map(({ key, run: go }) => ({ key, run: go })),
        {
          key: statKeys.assist,
          run: () => selected && assist(selected.player, selected.side),
        },
        { key: statKeys.clear, run: clear },
      ]
    : [
        ...digits.map((digit) => ({
          key: digit,
          run: () => dispatch({ type: 'digit', digit, players }),
        })),
        { key: statKeys.home, run: () => dispatch({ type: 'choose-team', side: 'home' }) },
        { key: statKeys.away, run: () => dispatch({ type: 'choose-team', side: 'away' }) },
        { key: statKeys.clear, run: clear },
      ];
  useShortcuts(shortcuts, keysActive(entry));

  const onTeamDialog = (side: TeamSide) => (type: TeamDialog) => {
    if (type === 'turnover' || type === 'foul') {
      dispatch({ type: 'open-dialog', dialog: { type, side, playerId: null } });
    } else dispatch({ type: 'open-dialog', dialog: { type, side } });
  };
  const roster = (side: TeamSide) => (
    <RosterPanel
      game={game}
      state={state}
      side={side}
      selectedId={selected?.side === side ? selected.player.id : null}
      onSelect={(p) => dispatch({ type: 'pick', side, playerId: p.id })}
      onTeamPlay={(payload) => {
        dispatch({ type: 'played' });
        void recordStat([payload]);
      }}
      onDialog={onTeamDialog(side)}
      teamPlaysOpen={teamPlays === side}
      onTeamPlays={(open) => dispatch({ type: 'team-plays', side: open ? side : null })}
    />
  );

  const shooter = run?.shooterId ? playerOf(run.side, run.shooterId) : undefined;
  /** The player whose turnover or foul the open dialog records; null for a team's. */
  const dialogPlayer =
    (dialog?.type === 'turnover' || dialog?.type === 'foul') && dialog.playerId !== null
      ? (playerOf(dialog.side, dialog.playerId) ?? null)
      : null;
  const actions = (
    <section className={styles.panel} aria-label={t('stats.region')}>
      <Group justify="space-between" wrap="nowrap" mih={36} gap={6}>
        <Stack gap={0} miw={0} aria-live="polite" data-testid="selection">
          {run ? (
            <Text fw={700}>
              {shooter
                ? t('stats.freeThrowShooter', {
                    n: run.done + 1,
                    total: run.total,
                    player: playerLabel(shooter),
                    team: game[run.side].shortName,
                  })
                : t('stats.freeThrowTapShooter', {
                    n: run.done + 1,
                    total: run.total,
                    team: game[run.side].shortName,
                  })}
            </Text>
          ) : ambiguous ? (
            <Group gap={6} wrap="nowrap">
              <Text fw={700}>#{ambiguous[0]!.jersey}:</Text>
              {ambiguous.map((p) => (
                <Button
                  key={p.side}
                  className={styles.tap}
                  size="sm"
                  variant="light"
                  onClick={() => dispatch({ type: 'choose-team', side: p.side })}
                >
                  {game[p.side].shortName}
                  <KeyHint shortcut={p.side === 'home' ? statKeys.home : statKeys.away} />
                </Button>
              ))}
            </Group>
          ) : selected ? (
            <Text fw={700}>
              {playerLabel(selected.player)} ({game[selected.side].shortName})
            </Text>
          ) : typed ? (
            <Text fw={700}>
              {typed.status === 'unknown'
                ? t('stats.noPlayer', { typed: `#${typed.digits}?` })
                : `#${typed.digits}…`}
            </Text>
          ) : assistable && lastBasket ? (
            <AssistStrip
              basket={lastBasket}
              mates={rosterOf(game, state, lastBasket.team).filter(
                (p) =>
                  p.id !== lastBasket.playerId &&
                  (state.onCourt[lastBasket.team].length === 0 ||
                    state.onCourt[lastBasket.team].includes(p.id)),
              )}
              onAssist={(p) => assist(p, lastBasket.team)}
            />
          ) : (
            <Text c="dimmed">{t('stats.hint')}</Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {lastShot && lastShot.x === undefined && !run && !selected ? (
            <Button
              className={styles.tap}
              size="sm"
              variant="default"
              onClick={() =>
                dispatch({ type: 'open-dialog', dialog: { type: 'location', shot: lastShot } })
              }
            >
              {t('stats.where')}
            </Button>
          ) : null}
          {selected || run || ambiguous ? (
            <Button className={styles.tap} size="sm" variant="subtle" onClick={clear}>
              {run ? t('stats.stopRun') : t('stats.clear')}
              <KeyHint shortcut={statKeys.clear} />
            </Button>
          ) : null}
        </Group>
      </Group>
      {run ? (
        <div className={styles.grid2}>
          <Button
            size="lg"
            color="teal.9"
            onClick={() => freeThrow(true)}
            disabled={run.shooterId === null}
          >
            {t('stats.made')}
            <KeyHint shortcut={statKeys.ftMade} />
          </Button>
          <Button
            size="lg"
            variant="light"
            color="gray"
            onClick={() => freeThrow(false)}
            disabled={run.shooterId === null}
          >
            {t('stats.missed')}
            <KeyHint shortcut={statKeys.ftMissed} />
          </Button>
        </div>
      ) : (
        <div className={styles.playButtons}>
          {playActions.map(({ label, key, made, color, run: go }) => (
            <Button
              key={label}
              className={styles.tap}
              px={2}
              disabled={selected === null}
              variant={made ? 'filled' : 'light'}
              color={made ? 'teal.9' : (color ?? 'gray')}
              onClick={go}
              classNames={{ label: styles.playLabel }}
            >
              {label}
              <KeyHint shortcut={key} />
            </Button>
          ))}
        </div>
      )}
      <Button
        className={styles.tap}
        variant="default"
        disabled={last === null}
        onClick={() =>
          last && dispatch({ type: 'open-dialog', dialog: { type: 'undo', event: last } })
        }
        classNames={{ label: styles.wrapsLabel }}
        data-testid="undo-last"
      >
        {last ? t('undo.label', { what: describeEvent(game, last, words) }) : t('undo.nothing')}
      </Button>
    </section>
  );

  const log = (
    <section className={styles.panel} aria-label={t('stats.logRegion')}>
      <Tabs defaultValue="plays" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="plays">{t('playByPlay.table')}</Tabs.Tab>
          {sides.map((side) => (
            <Tabs.Tab key={side} value={`box-${side}`}>
              {t('stats.boxTab', { team: game[side].shortName })}
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
    </section>
  );

  return (
    <Stack gap={8}>
      <ClockBar console={cg} enabled={dialog === null && teamPlays === null} />
      {state.status === 'final' ? (
        <Text size="sm" c="dimmed">
          {t('stats.gameOver')}
        </Text>
      ) : null}
      {sides.length === 2 ? (
        <div className={styles.stats}>
          <div className={styles.areaHome}>{roster('home')}</div>
          <div className={styles.areaActions}>{actions}</div>
          <div className={styles.areaAway}>{roster('away')}</div>
        </div>
      ) : (
        <div className={styles.statsOne}>
          <div className={styles.areaRoster}>{roster(sides[0]!)}</div>
          <div className={styles.areaActions}>{actions}</div>
        </div>
      )}
      {log}
      <ShortcutLegend
        items={[
          ['0 1 2 3 4 5 6 7 8 9', 'shortcuts.pickNumber'],
          ...(sides.length === 2
            ? [[`${statKeys.home} ${statKeys.away}`, 'shortcuts.sharedNumber'] as LegendItem]
            : []),
          [`${statKeys.insideMade} ${statKeys.insideMissed}`, 'shortcuts.shot', { points: inside }],
          [`${statKeys.beyondMade} ${statKeys.beyondMissed}`, 'shortcuts.shot', { points: beyond }],
          [`${statKeys.ftMade} ${statKeys.ftMissed}`, 'shortcuts.freeThrow'],
          [`${statKeys.offensiveRebound} ${statKeys.defensiveRebound}`, 'shortcuts.rebound'],
          [statKeys.steal, 'shortcuts.steal'],
          [statKeys.block, 'shortcuts.block'],
          [statKeys.turnover, 'shortcuts.turnover'],
          [statKeys.foul, 'shortcuts.foul'],
          [statKeys.assist, 'shortcuts.assist'],
          [statKeys.clear, 'shortcuts.clear'],
          ...clockBarLegend,
        ]}
      />

      {dialog?.type === 'turnover' ? (
        <TurnoverDialog
          title={
            dialogPlayer
              ? t('dialog.turnoverPlayer', { player: playerLabel(dialogPlayer) })
              : t('dialog.turnoverTeam', { team: game[dialog.side].name })
          }
          onClose={close}
          onPick={(kind) =>
            recordAndClose({
              type: 'turnover',
              team: dialog.side,
              playerId: dialog.playerId,
              kind,
            })
          }
        />
      ) : null}
      {dialog?.type === 'foul' ? (
        <FoulSheet
          game={game}
          state={state}
          log={snapshot.log}
          side={dialog.side}
          fouler={dialogPlayer}
          onClose={close}
          onRecord={(foul) => recordFoul(dialog.side, dialogPlayer, foul)}
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
      {dialog?.type === 'location' ? (
        <LocationDialog
          title={t('dialog.whereTitle', { play: describeEvent(game, dialog.shot, words) })}
          onClose={close}
          onSpot={(spot) => {
            close();
            amend(dialog.shot, { x: spot.x, y: spot.y });
          }}
        />
      ) : null}
      <DeferredModal
        opened={dialog?.type === 'undo'}
        onClose={close}
        title={t('dialog.undoTitle')}
        centered
      >
        {dialog?.type === 'undo' ? (
          <Stack>
            <Text size="sm">{describeEvent(game, dialog.event, words)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('dialog.keepIt')}
              </Button>
              <Button
                color="red.9"
                data-autofocus
                onClick={() => {
                  const target = dialog.event.clientId;
                  close();
                  const at = clock.now();
                  void record(({ state: s }) => [
                    stamp(s, at, { type: 'void', targetClientId: target }),
                  ]);
                }}
              >
                {t('dialog.undoPlay')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </DeferredModal>
    </Stack>
  );
}

/** After a made shot or free throw: who assisted it, one tap (or their number and A). */
function AssistStrip({
  basket,
  mates,
  onAssist,
}: {
  basket: Extract<GameEvent, { type: 'shot' | 'free-throw' }>;
  mates: LivePlayer[];
  onAssist: (player: LivePlayer) => void;
}) {
  const t = useT('console');
  const label =
    basket.type === 'shot'
      ? t('stats.assistOnShot', { points: basket.points })
      : t('stats.assistOnFreeThrow');
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {t('stats.assistQuestion')}
      </Text>
      {mates.map((p) => (
        <Button
          key={p.id}
          className={styles.tap}
          size="sm"
          px={8}
          variant="light"
          onClick={() => onAssist(p)}
          aria-label={t('stats.assistAria', { player: playerLabel(p) })}
        >
          #{p.jersey}
        </Button>
      ))}
    </Group>
  );
}
