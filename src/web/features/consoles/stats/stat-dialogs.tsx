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
import { useState, type ReactNode } from 'react';
import type { LiveGame, LivePlayer } from '../../../../contract/live-games.ts';
import {
  foulKinds,
  turnoverKinds,
  type GameEvent,
  type TeamSide,
  type TurnoverKind,
} from '../../../../domain/game/events.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import { playersOnCourtOf, shotValuesOf } from '../../../../domain/season/rules.ts';
import { ToggleButton } from '../../../components/toggle-button.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import styles from '../console.module.css';
import { describeEvent, turnoverLabel, useWords } from '../text/event-text.ts';
import { HalfCourt, type CourtSpot } from './half-court.tsx';
import { rosterOf } from './roster-of.ts';

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
    <ToggleButton
      pressed={checked}
      onClick={() => onChange(!checked)}
      disabled={disabled}
      size="md"
      mih={44}
      classNames={{ label: styles.wrapsLabel }}
      justify="flex-start"
    >
      {playerLabel(player)}
    </ToggleButton>
  );
}

/** Every dialog that records something: its fields, then a note, Cancel and the record button. */
function FormDialog({
  title,
  size,
  submitLabel,
  submitDisabled = false,
  focusSubmit = false,
  note,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size?: string;
  submitLabel: string;
  submitDisabled?: boolean;
  /** Enter records at once: the fields are optional. */
  focusSubmit?: boolean;
  note?: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT('console');
  return (
    <Modal opened onClose={onClose} title={title} centered size={size}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitDisabled) onSubmit();
        }}
        onKeyDownCapture={(event) => {
          // Enter records the dialog's play whatever has focus: a focused choice button would
          // otherwise take the Enter as another press of itself.
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          const target = event.target as HTMLElement;
          if (target.getAttribute('aria-expanded') === 'true' || target.tagName === 'TEXTAREA') {
            return;
          }
          event.preventDefault();
          event.stopPropagation();
          if (!submitDisabled) onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify={note === undefined ? 'flex-end' : 'space-between'}>
            {note}
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button
                type="submit"
                size="md"
                disabled={submitDisabled}
                data-autofocus={focusSubmit || undefined}
              >
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** What every dialog about one team's players is given. */
interface TeamDialogProps<T> {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
  onRecord: (value: T) => void;
  onClose: () => void;
}

/** Where a shot was taken: one tap on the court records it. */
export function LocationDialog({
  title,
  onSpot,
  onClose,
}: {
  title: string;
  onSpot: (spot: CourtSpot) => void;
  onClose: () => void;
}) {
  const t = useT('console');
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack gap="xs">
        <Text size="sm">{t('dialog.tapShot')}</Text>
        <HalfCourt spot={null} onSpot={onSpot} label={t('dialog.shotLocation')} />
      </Stack>
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
  const words = useWords();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <SimpleGrid cols={2} spacing="xs">
        {turnoverKinds.map((kind) => (
          <Button
            key={kind}
            size="md"
            mih={44}
            classNames={{ label: styles.wrapsLabel }}
            variant="light"
            onClick={() => onPick(kind)}
          >
            {turnoverLabel(words, kind)}
          </Button>
        ))}
      </SimpleGrid>
    </Modal>
  );
}

export function SubstitutionDialog({
  game,
  state,
  side,
  onRecord,
  onClose,
}: TeamDialogProps<{ playersIn: string[]; playersOut: string[] }>) {
  const t = useT('console');
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
      ? t('dialog.pickInOut')
      : after > playersOnCourtOf(game.rules)
        ? t('dialog.tooMany', { after, max: playersOnCourtOf(game.rules) })
        : null;
  return (
    <FormDialog
      title={t('dialog.subTitle', { team: game[side].name })}
      size="lg"
      submitLabel={t('dialog.recordSub')}
      submitDisabled={problem !== null}
      note={
        <Text size="sm" c={problem ? 'red.9' : 'dimmed'}>
          {problem ?? t('dialog.afterChange', { count: after })}
        </Text>
      }
      onSubmit={() => onRecord({ playersIn: into, playersOut: out })}
      onClose={onClose}
    >
      <SimpleGrid cols={2} spacing="md">
        <Stack gap={6}>
          <Text size="sm" fw={700}>
            {t('dialog.out')}
          </Text>
          {court.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dialog.nobodyOnCourt')}
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
            {t('dialog.in')}
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
    </FormDialog>
  );
}

export function LineupDialog({ game, state, side, onRecord, onClose }: TeamDialogProps<string[]>) {
  const t = useT('console');
  const roster = rosterOf(game, state, side);
  const [picked, setPicked] = useState<string[]>(state.onCourt[side]);
  // The number that start is the number on court: 5, or 3 in FIBA 3x3.
  const starters = playersOnCourtOf(game.rules);
  return (
    <FormDialog
      title={t('dialog.lineupTitle', { team: game[side].name })}
      size="lg"
      submitLabel={t('dialog.recordLineup')}
      submitDisabled={picked.length === 0}
      note={
        <Text size="sm" c={picked.length === starters ? 'dimmed' : 'red.9'}>
          {t('dialog.picked', { picked: picked.length, max: starters })}
        </Text>
      }
      onSubmit={() => onRecord(picked)}
      onClose={onClose}
    >
      <Text size="sm">{t('dialog.pickStarters', { count: starters })}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6}>
        {roster.map((p) => (
          <PlayerToggle
            key={p.id}
            player={p}
            checked={picked.includes(p.id)}
            onChange={(on) => setPicked(on ? [...picked, p.id] : picked.filter((x) => x !== p.id))}
            disabled={!picked.includes(p.id) && picked.length >= starters}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}

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
  const words = useWords();
  const { t, common } = words;
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
      data={allowTeam ? [{ value: '', label: t('dialog.teamNoPlayer') }, ...options] : options}
      value={value ?? ''}
      onChange={(v) => onChange(v ? v : null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );

  const madeSwitch = (made: boolean) => (
    <Switch
      label={t('dialog.made')}
      checked={made}
      onChange={(e) => update({ made: e.currentTarget.checked })}
    />
  );
  const kindSelect = <K extends string>(
    kinds: readonly K[],
    labelOf: (kind: K) => string,
    kind: K,
  ) => (
    <Select
      label={t('dialog.kind')}
      data={kinds.map((k) => ({ value: k, label: labelOf(k) }))}
      value={kind}
      onChange={(v) => v && update({ kind: v })}
      allowDeselect={false}
    />
  );

  let fields = null;
  switch (draft.type) {
    case 'shot':
      fields = (
        <>
          {playerSelect(
            t('dialog.shooter'),
            draft.playerId,
            (id) => id && update({ playerId: id }),
            false,
          )}
          <SegmentedControl
            aria-label={t('dialog.points')}
            value={String(draft.points)}
            onChange={(v) => update({ points: Number(v) })}
            data={shotValuesOf(game.rules).map((points) => ({
              value: String(points),
              label: common('count.points', { count: points }),
            }))}
          />
          {madeSwitch(draft.made)}
          {draft.made ? (
            <Select
              label={t('dialog.assist')}
              data={[
                { value: '', label: t('dialog.noAssist') },
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
          {playerSelect(
            t('dialog.shooter'),
            draft.playerId,
            (id) => id && update({ playerId: id }),
            false,
          )}
          {madeSwitch(draft.made)}
        </>
      );
      break;
    case 'rebound':
      fields = (
        <>
          {playerSelect(
            t('dialog.rebounder'),
            draft.playerId,
            (id) => update({ playerId: id }),
            true,
          )}
          <SegmentedControl
            aria-label={t('dialog.reboundKind')}
            value={draft.offensive ? 'off' : 'def'}
            onChange={(v) => update({ offensive: v === 'off' })}
            data={[
              { value: 'off', label: t('dialog.offensive') },
              { value: 'def', label: t('dialog.defensive') },
            ]}
          />
        </>
      );
      break;
    case 'turnover':
      fields = (
        <>
          {playerSelect(
            common('term.player'),
            draft.playerId,
            (id) => update({ playerId: id }),
            true,
          )}
          {kindSelect(turnoverKinds, (kind) => turnoverLabel(words, kind), draft.kind)}
        </>
      );
      break;
    case 'steal':
    case 'block':
      fields = playerSelect(
        common('term.player'),
        draft.playerId,
        (id) => id && update({ playerId: id }),
        false,
      );
      break;
    case 'foul':
      fields = (
        <>
          {draft.offender === 'player'
            ? playerSelect(
                common('term.player'),
                draft.playerId,
                (id) => update({ playerId: id }),
                true,
              )
            : null}
          {kindSelect(foulKinds, (kind) => t(`foulSheet.kind.${kind}`), draft.kind)}
          <Checkbox
            label={t('dialog.onShooter')}
            checked={draft.shooting}
            onChange={(e) => update({ shooting: e.currentTarget.checked })}
          />
        </>
      );
      break;
    default:
      fields = <Text size="sm">{t('dialog.notEditable')}</Text>;
  }

  const changed = JSON.stringify(draft) !== JSON.stringify(event);
  return (
    <FormDialog
      title={t('dialog.editTitle')}
      submitLabel={t('dialog.save')}
      submitDisabled={!changed}
      onSubmit={() => onSave(draft)}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t('dialog.was', { play: describeEvent(game, event, words) })}
      </Text>
      {fields}
    </FormDialog>
  );
}
