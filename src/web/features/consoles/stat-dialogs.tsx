// The stats consoles' dialogs: a shot's location and assist, a turnover's kind, a foul's kind,
// substitutions, starting lineups, and editing a logged play (a void plus a replacement).
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { LiveGame, LivePlayer } from '../../../contract/live-games.ts';
import type { FoulKind, GameEvent, TeamSide, TurnoverKind } from '../../../domain/game/events.ts';
import type { GameState } from '../../../domain/game/state.ts';
import { describeEvent, foulLabels, playerLabel, turnoverLabels } from './event-text.ts';
import { HalfCourt, type CourtSpot } from './half-court.tsx';

/** Players a dialog offers: the active roster, plus anyone on court (even if made inactive). */
export function rosterOf(game: LiveGame, state: GameState, side: TeamSide): LivePlayer[] {
  const onCourt = new Set(state.onCourt[side]);
  return game[side].players
    .filter((p) => p.active || onCourt.has(p.id))
    .slice()
    .sort((a, b) => Number(a.jersey) - Number(b.jersey) || a.jersey.localeCompare(b.jersey));
}

function PlayerToggle({
  player,
  checked,
  onChange,
  disabled,
}: {
  player: LivePlayer;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant={checked ? 'filled' : 'default'}
      aria-pressed={checked}
      onClick={() => onChange(!checked)}
      disabled={disabled}
      size="md"
      justify="flex-start"
    >
      {playerLabel(player)}
    </Button>
  );
}

export function ShotDialog({
  game,
  state,
  side,
  player,
  points,
  made,
  onRecord,
  onClose,
}: {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
  player: LivePlayer;
  points: 2 | 3;
  made: boolean;
  onRecord: (details: { assistPlayerId?: string; spot: CourtSpot | null }) => void;
  onClose: () => void;
}) {
  const [spot, setSpot] = useState<CourtSpot | null>(null);
  const [assist, setAssist] = useState<string | null>(null);
  const onCourt = state.onCourt[side];
  const mates = rosterOf(game, state, side).filter(
    (p) => p.id !== player.id && (onCourt.length === 0 || onCourt.includes(p.id)),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRecord({ assistPlayerId: made && assist ? assist : undefined, spot });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${points}PT ${made ? 'made' : 'missed'}: ${playerLabel(player)}`}
      centered
      size="lg"
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">Where was it taken? Tap the court (optional).</Text>
          <HalfCourt spot={spot} onSpot={setSpot} label="Shot location" />
          {made ? (
            <div>
              <Text size="sm" fw={600} mb={4} id="assist-label">
                Assist (optional)
              </Text>
              <SimpleGrid
                cols={{ base: 2, sm: 3 }}
                spacing={6}
                role="group"
                aria-labelledby="assist-label"
              >
                <Button
                  variant={assist === null ? 'filled' : 'default'}
                  aria-pressed={assist === null}
                  onClick={() => setAssist(null)}
                >
                  No assist
                </Button>
                {mates.map((p) => (
                  <Button
                    key={p.id}
                    variant={assist === p.id ? 'filled' : 'default'}
                    aria-pressed={assist === p.id}
                    onClick={() => setAssist(p.id)}
                    justify="flex-start"
                  >
                    {playerLabel(p)}
                  </Button>
                ))}
              </SimpleGrid>
            </div>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" data-autofocus size="md">
              Record shot
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function TurnoverDialog({
  title,
  onPick,
  onClose,
}: {
  title: string;
  onPick: (kind: TurnoverKind) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <SimpleGrid cols={2} spacing="xs">
        {(Object.keys(turnoverLabels) as TurnoverKind[]).map((kind) => (
          <Button key={kind} size="md" variant="light" onClick={() => onPick(kind)}>
            {turnoverLabels[kind]}
          </Button>
        ))}
      </SimpleGrid>
    </Modal>
  );
}

export function FoulDialog({
  title,
  hasPlayer,
  onRecord,
  onClose,
}: {
  title: string;
  /** Without a player the foul is the coach's or the bench's. */
  hasPlayer: boolean;
  onRecord: (foul: {
    offender: 'player' | 'coach' | 'bench';
    kind: FoulKind;
    shooting: boolean;
  }) => void;
  onClose: () => void;
}) {
  const [offender, setOffender] = useState<'player' | 'coach' | 'bench'>(
    hasPlayer ? 'player' : 'coach',
  );
  const [kind, setKind] = useState<FoulKind>(hasPlayer ? 'personal' : 'technical');
  const [shooting, setShooting] = useState(false);
  const kinds = (Object.keys(foulLabels) as FoulKind[]).filter(
    (k) => offender === 'player' || k === 'technical' || k === 'disqualifying',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRecord({ offender, kind, shooting: offender === 'player' && shooting });
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit}>
        <Stack gap="sm">
          {!hasPlayer ? (
            <SegmentedControl
              aria-label="Who fouled"
              value={offender}
              onChange={(v) => {
                setOffender(v as 'coach' | 'bench');
                setKind('technical');
              }}
              data={[
                { value: 'coach', label: 'Coach' },
                { value: 'bench', label: 'Bench' },
              ]}
            />
          ) : null}
          <SimpleGrid cols={2} spacing="xs" role="group" aria-label="Kind of foul">
            {kinds.map((k) => (
              <Button
                key={k}
                variant={kind === k ? 'filled' : 'default'}
                aria-pressed={kind === k}
                onClick={() => setKind(k)}
              >
                {foulLabels[k]}
              </Button>
            ))}
          </SimpleGrid>
          {offender === 'player' ? (
            <Checkbox
              label="On a shooter (free throws follow)"
              checked={shooting}
              onChange={(e) => setShooting(e.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" data-autofocus>
              Record foul
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function SubstitutionDialog({
  game,
  state,
  side,
  onRecord,
  onClose,
}: {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
  onRecord: (change: { playersIn: string[]; playersOut: string[] }) => void;
  onClose: () => void;
}) {
  const onCourt = state.onCourt[side];
  const roster = rosterOf(game, state, side);
  const court = roster.filter((p) => onCourt.includes(p.id));
  const bench = roster.filter((p) => !onCourt.includes(p.id));
  const [out, setOut] = useState<string[]>([]);
  const [into, setInto] = useState<string[]>([]);
  const toggle = (list: string[], set: (v: string[]) => void, id: string, on: boolean) =>
    set(on ? [...list, id] : list.filter((x) => x !== id));
  const after = onCourt.length - out.length + into.length;
  const problem =
    out.length === 0 && into.length === 0
      ? 'Pick who goes out and who comes in.'
      : after > 5
        ? `That leaves ${after} players on court.`
        : null;
  return (
    <Modal opened onClose={onClose} title={`Substitution: ${game[side].name}`} centered size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="md">
          <Stack gap={6}>
            <Text size="sm" fw={700}>
              Out (on court)
            </Text>
            {court.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nobody on court yet: set the starting lineup first, or bring players in.
              </Text>
            ) : null}
            {court.map((p) => (
              <PlayerToggle
                key={p.id}
                player={p}
                checked={out.includes(p.id)}
                onChange={(on) => toggle(out, setOut, p.id, on)}
              />
            ))}
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={700}>
              In (bench)
            </Text>
            {bench.map((p) => (
              <PlayerToggle
                key={p.id}
                player={p}
                checked={into.includes(p.id)}
                onChange={(on) => toggle(into, setInto, p.id, on)}
                disabled={state.players[p.id]?.fouledOut}
              />
            ))}
          </Stack>
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" c={problem ? 'red.9' : 'dimmed'}>
            {problem ?? `${after} on court after the change.`}
          </Text>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={problem !== null}
              onClick={() => onRecord({ playersIn: into, playersOut: out })}
            >
              Record substitution
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

export function LineupDialog({
  game,
  state,
  side,
  onRecord,
  onClose,
}: {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
  onRecord: (playerIds: string[]) => void;
  onClose: () => void;
}) {
  const roster = rosterOf(game, state, side);
  const [picked, setPicked] = useState<string[]>(state.onCourt[side]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Starting lineup: ${game[side].name}`}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">Pick the five players who start.</Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6}>
          {roster.map((p) => (
            <PlayerToggle
              key={p.id}
              player={p}
              checked={picked.includes(p.id)}
              onChange={(on) =>
                setPicked(on ? [...picked, p.id] : picked.filter((x) => x !== p.id))
              }
              disabled={!picked.includes(p.id) && picked.length >= 5}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" c={picked.length === 5 ? 'dimmed' : 'red.9'}>
            {picked.length} of 5 picked
          </Text>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={picked.length === 0} onClick={() => onRecord(picked)}>
              Record lineup
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Event kinds a play-by-play line can be edited for (anything else: undo and record again). */
export const editableTypes = new Set<GameEvent['type']>([
  'shot',
  'free-throw',
  'rebound',
  'turnover',
  'steal',
  'block',
  'foul',
]);

/**
 * Edits a logged play. The log never changes: saving records a void of the original and a
 * replacement with the same period and game-clock time.
 */
export function EditPlayDialog({
  game,
  state,
  event,
  onSave,
  onClose,
}: {
  game: LiveGame;
  state: GameState;
  event: GameEvent;
  onSave: (replacement: GameEvent) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<GameEvent>(event);
  const side = 'team' in draft ? draft.team : 'home';
  const options = rosterOf(game, state, side).map((p) => ({ value: p.id, label: playerLabel(p) }));
  const update = (patch: Record<string, unknown>) => setDraft((d) => ({ ...d, ...patch }));

  const playerSelect = (
    label: string,
    value: string | null,
    onChange: (id: string | null) => void,
    allowTeam: boolean,
  ) => (
    <Select
      label={label}
      data={allowTeam ? [{ value: '', label: 'Team (no player)' }, ...options] : options}
      value={value ?? ''}
      onChange={(v) => onChange(v ? v : null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );

  let fields = null;
  switch (draft.type) {
    case 'shot':
      fields = (
        <>
          {playerSelect('Shooter', draft.playerId, (id) => id && update({ playerId: id }), false)}
          <SegmentedControl
            aria-label="Points"
            value={String(draft.points)}
            onChange={(v) => update({ points: Number(v) })}
            data={[
              { value: '2', label: '2 points' },
              { value: '3', label: '3 points' },
            ]}
          />
          <Switch
            label="Made"
            checked={draft.made}
            onChange={(e) => update({ made: e.currentTarget.checked })}
          />
          {draft.made ? (
            <Select
              label="Assist"
              data={[
                { value: '', label: 'No assist' },
                ...options.filter((o) => o.value !== draft.playerId),
              ]}
              value={draft.assistPlayerId ?? ''}
              onChange={(v) => update({ assistPlayerId: v ? v : undefined })}
              allowDeselect={false}
            />
          ) : null}
        </>
      );
      break;
    case 'free-throw':
      fields = (
        <>
          {playerSelect('Shooter', draft.playerId, (id) => id && update({ playerId: id }), false)}
          <Switch
            label="Made"
            checked={draft.made}
            onChange={(e) => update({ made: e.currentTarget.checked })}
          />
        </>
      );
      break;
    case 'rebound':
      fields = (
        <>
          {playerSelect('Rebounder', draft.playerId, (id) => update({ playerId: id }), true)}
          <SegmentedControl
            aria-label="Kind of rebound"
            value={draft.offensive ? 'off' : 'def'}
            onChange={(v) => update({ offensive: v === 'off' })}
            data={[
              { value: 'off', label: 'Offensive' },
              { value: 'def', label: 'Defensive' },
            ]}
          />
        </>
      );
      break;
    case 'turnover':
      fields = (
        <>
          {playerSelect('Player', draft.playerId, (id) => update({ playerId: id }), true)}
          <Select
            label="Kind"
            data={(Object.keys(turnoverLabels) as TurnoverKind[]).map((k) => ({
              value: k,
              label: turnoverLabels[k],
            }))}
            value={draft.kind}
            onChange={(v) => v && update({ kind: v })}
            allowDeselect={false}
          />
        </>
      );
      break;
    case 'steal':
    case 'block':
      fields = playerSelect(
        'Player',
        draft.playerId,
        (id) => id && update({ playerId: id }),
        false,
      );
      break;
    case 'foul':
      fields = (
        <>
          {draft.offender === 'player'
            ? playerSelect('Player', draft.playerId, (id) => update({ playerId: id }), true)
            : null}
          <Select
            label="Kind"
            data={(Object.keys(foulLabels) as FoulKind[]).map((k) => ({
              value: k,
              label: foulLabels[k],
            }))}
            value={draft.kind}
            onChange={(v) => v && update({ kind: v })}
            allowDeselect={false}
          />
          <Checkbox
            label="On a shooter"
            checked={draft.shooting}
            onChange={(e) => update({ shooting: e.currentTarget.checked })}
          />
        </>
      );
      break;
    default:
      fields = <Text size="sm">This play cannot be edited; undo it and record it again.</Text>;
  }

  const changed = JSON.stringify(draft) !== JSON.stringify(event);
  return (
    <Modal opened onClose={onClose} title="Edit play" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) onSave(draft);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Was: {describeEvent(game, event)}
          </Text>
          {fields}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!changed}>
              Save change
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
