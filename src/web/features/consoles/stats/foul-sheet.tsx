// A foul in one tap: the sheet preselects the player most likely fouled (the other team's last
// shot attempt) and shows, on each kind of foul, how many free throws it gives; tapping the kind
// records the foul, and the console then steps through the free throws for the fouled player.
// Enter records the most likely kind (a shooting foul right after a shot, else a personal foul).
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LiveGame, LivePlayer } from '../../../../contract/live-games.ts';
import type {
  FoulKind,
  FoulOffender,
  LoggedEvent,
  TeamSide,
} from '../../../../domain/game/events.ts';
import { freeThrowsFor, likelyShot, type LikelyShot } from '../../../../domain/game/free-throws.ts';
import { otherSide } from '../../../../domain/game/score.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import { maxFreeThrowPointsOf } from '../../../../domain/season/rules.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import { ToggleButton } from '../../../components/toggle-button.tsx';
import { playerLabel } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import styles from '../console.module.css';
import { rosterOf } from './roster-of.ts';

/** The kinds a scorer picks from; "shooting" is a personal foul on a shooter. */
type SheetKind = FoulKind | 'shooting';

const playerKinds: SheetKind[] = [
  'personal',
  'shooting',
  'offensive',
  'technical',
  'unsportsmanlike',
  'disqualifying',
];
const staffKinds: SheetKind[] = ['technical', 'disqualifying'];
const teamKinds: SheetKind[] = ['technical'];

export interface RecordedFoul {
  offender: FoulOffender;
  kind: FoulKind;
  shooting: boolean;
  /** The fouled player (a technical's shooter is picked when the free throws start). */
  drawnByPlayerId: string | null;
  freeThrows: number;
  /** What each is worth: 1, or more where a league shoots one free throw for the shot's value. */
  worth: 1 | 2 | 3;
  /** Who shoots them, when known. */
  shooterId: string | null;
}

export function FoulSheet({
  game,
  state,
  log,
  side,
  fouler,
  onRecord,
  onClose,
}: {
  game: LiveGame;
  state: GameState;
  log: readonly LoggedEvent[];
  /** The fouling team. */
  side: TeamSide;
  /** The player who fouled; null for the coach or the bench. */
  fouler: LivePlayer | null;
  onRecord: (foul: RecordedFoul) => void;
  onClose: () => void;
}) {
  const t = useT('console');
  const common = useT('common');
  const shot = likelyShot(state, log, side);
  const opponents = otherSide(side);
  const onCourt = new Set(state.onCourt[opponents]);
  const candidates = rosterOf(game, state, opponents).filter(
    (p) => onCourt.size === 0 || onCourt.has(p.id),
  );
  const [fouled, setFouled] = useState<string | null>(shot?.playerId ?? null);
  // A preselected player is recorded as fouled only when free throws follow or the scorer chose.
  const [picked, setPicked] = useState(false);
  const [offender, setOffender] = useState<FoulOffender>(fouler ? 'player' : 'coach');
  const [count, setCount] = useState<'auto' | '0' | '1' | '2' | '3'>('auto');
  const [worth, setWorth] = useState<'1' | '2' | '3'>('1');
  const maxWorth = maxFreeThrowPointsOf(game.rules);
  // A technical charged to the team itself (NBA: delay of game, defensive three seconds).
  const kinds = fouler ? playerKinds : offender === 'team' ? teamKinds : staffKinds;
  const likely: SheetKind = fouler ? (shot ? 'shooting' : 'personal') : 'technical';

  /** The attempt the foul was on, if the fouled player is its shooter. */
  const onShot: LikelyShot | null = shot !== null && shot.playerId === fouled ? shot : null;
  const freeThrows = (kind: SheetKind) =>
    count !== 'auto'
      ? Number(count)
      : freeThrowsFor({
          kind: kind === 'shooting' ? 'personal' : kind,
          shooting: kind === 'shooting',
          shot: onShot,
          inPenalty: state.bonus[side],
          rules: game.rules,
        });

  const record = (kind: SheetKind) => {
    const n = freeThrows(kind);
    onRecord({
      offender: fouler ? 'player' : offender,
      kind: kind === 'shooting' ? 'personal' : kind,
      shooting: kind === 'shooting',
      drawnByPlayerId: kind === 'technical' || (!picked && n === 0) ? null : fouled,
      freeThrows: n,
      worth: Number(worth) as 1 | 2 | 3,
      shooterId: fouled,
    });
  };

  const title = fouler
    ? t('foulSheet.titlePlayer', { player: playerLabel(fouler) })
    : t('foulSheet.titleStaff', { team: game[side].name });
  return (
    <DeferredModal opened onClose={onClose} title={title} centered size="lg">
      <Stack
        gap="sm"
        onKeyDownCapture={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.stopPropagation();
          record(likely);
        }}
      >
        {!fouler ? (
          <SegmentedControl
            aria-label={t('foulSheet.who')}
            value={offender}
            onChange={(v) => setOffender(v as FoulOffender)}
            data={[
              { value: 'coach', label: common('term.coach') },
              { value: 'bench', label: common('term.bench') },
              { value: 'team', label: common('term.team') },
            ]}
          />
        ) : null}
        <div>
          <Text size="sm" fw={600} mb={4} id="fouled-label">
            {fouler ? t('foulSheet.fouledPlayer') : t('foulSheet.shotBy')}
          </Text>
          <SimpleGrid
            cols={{ base: 3, xs: 4 }}
            spacing={4}
            role="group"
            aria-labelledby="fouled-label"
          >
            {candidates.map((p) => (
              <ToggleButton
                key={p.id}
                className={styles.tap}
                px={4}
                classNames={{ label: styles.wrapsLabel }}
                pressed={fouled === p.id}
                onClick={() => {
                  setPicked(true);
                  setFouled(fouled === p.id ? null : p.id);
                }}
                aria-label={playerLabel(p)}
              >
                #{p.jersey} {p.lastName}
              </ToggleButton>
            ))}
          </SimpleGrid>
        </div>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} id="ft-count-label">
            {common('term.freeThrows')}
          </Text>
          <SegmentedControl
            aria-labelledby="ft-count-label"
            value={count}
            onChange={(v) => setCount(v as typeof count)}
            data={[
              { value: 'auto', label: t('foulSheet.byRules') },
              { value: '0', label: '0' },
              { value: '1', label: '1' },
              { value: '2', label: '2' },
              { value: '3', label: '3' },
            ]}
          />
        </Group>
        {/* Only where the rules let a free throw be worth more than 1 point. */}
        {maxWorth > 1 ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} id="ft-worth-label">
              {t('foulSheet.eachWorth')}
            </Text>
            <SegmentedControl
              aria-labelledby="ft-worth-label"
              value={worth}
              onChange={(v) => setWorth(v as typeof worth)}
              data={[
                { value: '1', label: common('count.points', { count: 1 }) },
                { value: '2', label: '2' },
                { value: '3', label: '3' },
              ].slice(0, maxWorth)}
            />
          </Group>
        ) : null}
        <SimpleGrid
          cols={{ base: 2, xs: 3 }}
          spacing={6}
          role="group"
          aria-label={t('foulSheet.kindOfFoul')}
        >
          {kinds.map((kind) => {
            const n = freeThrows(kind);
            return (
              <Button
                key={kind}
                className={styles.tap}
                classNames={{ label: styles.wrapsLabel }}
                variant={kind === likely ? 'filled' : 'light'}
                color={kind === likely ? 'red.8' : 'red'}
                onClick={() => record(kind)}
                data-autofocus={kind === likely || undefined}
              >
                {t('foulSheet.kindButton', { kind: t(`foulSheet.kind.${kind}`), count: n })}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
    </DeferredModal>
  );
}
