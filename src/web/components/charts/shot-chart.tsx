// Where shots were taken, drawn by Recharts over the half court the stats consoles record them
// on: made ● and missed ✕ (told apart by shape, not only colour). x/y are the recorded fractions
// of the half court, basket at the top, so the y axis runs downwards. Loaded on demand
// (lazy-charts.tsx): Recharts is only fetched by pages that show a chart.
import { Group, SegmentedControl, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type ScatterShapeProps,
  type TooltipContentProps,
} from 'recharts';
import type { Shot } from '../../../contract/season-stats.ts';
import { compareNames } from '../../../i18n/intl-format.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { court, HalfCourtLines } from '../half-court-lines.tsx';
import { shotTotalsText } from './chart-text.ts';
import classes from './charts.module.css';

export interface ShotChartProps {
  shots: readonly Shot[];
  /** Player id → how to name them ("#7 Ana Silva"). */
  playerNames: ReadonlyMap<string, string>;
  /** With two teams, a filter to show one. */
  teams?: ReadonlyArray<{ id: string; label: string }>;
  /** Offer a filter by player (left out on a single player's chart). */
  playerFilter?: boolean;
  /** What the chart shows, e.g. "Shots of Ana Silva"; read before the totals. */
  label: string;
  /** What a field goal beyond the arc is worth: 3, or 2 in FIBA 3x3 (the totals name it). */
  arcPoints?: number;
}

const made = 'var(--mantine-color-teal-7)';
const missed = 'var(--mantine-color-red-7)';
const allTeams = 'all';

function MadeMark({ cx, cy }: ScatterShapeProps) {
  if (cx === undefined || cy === undefined) return null;
  return (
    <circle
      cx={cx}
      cy={cy}
      r={5.5}
      fill={made}
      stroke="var(--mantine-color-body)"
      strokeWidth={1.5}
      data-shot="made"
    />
  );
}

function MissedMark({ cx, cy }: ScatterShapeProps) {
  if (cx === undefined || cy === undefined) return null;
  const d = 4.5;
  return (
    <path
      d={`M${cx - d},${cy - d}L${cx + d},${cy + d}M${cx - d},${cy + d}L${cx + d},${cy - d}`}
      stroke={missed}
      strokeWidth={2.5}
      strokeLinecap="round"
      fill="none"
      data-shot="missed"
    />
  );
}

export function ShotChart({
  shots,
  playerNames,
  teams,
  playerFilter = true,
  label,
  arcPoints = 3,
}: ShotChartProps) {
  const t = useT('manage');
  const common = useT('common');
  const locale = useLocale();
  const [team, setTeam] = useState(allTeams);
  const [player, setPlayer] = useState<string | null>(null);
  const unknown = t('stats.chart.unknownPlayer');
  const name = (id: string) => playerNames.get(id) ?? unknown;

  const ofTeam = useMemo(
    () => (team === allTeams ? shots : shots.filter((s) => s.teamId === team)),
    [shots, team],
  );
  const playerOptions = useMemo(
    () =>
      [...new Set(ofTeam.map((s) => s.playerId))]
        .map((id) => ({ value: id, label: playerNames.get(id) ?? unknown }))
        .sort((a, b) => compareNames(locale)(a.label, b.label)),
    [ofTeam, playerNames, unknown, locale],
  );
  const chosen = player !== null && playerOptions.some((o) => o.value === player) ? player : null;
  const shown = chosen === null ? ofTeam : ofTeam.filter((s) => s.playerId === chosen);
  const totals = shotTotalsText(t, shown, arcPoints);

  return (
    <Stack gap="xs">
      {(teams && teams.length > 1) || playerFilter ? (
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.filters}>
          {teams && teams.length > 1 ? (
            <SegmentedControl
              aria-label={common('term.team')}
              value={team}
              onChange={(value) => {
                setTeam(value);
                setPlayer(null);
              }}
              data={[
                { value: allTeams, label: t('stats.chart.bothTeams') },
                ...teams.map((t) => ({ value: t.id, label: t.label })),
              ]}
            />
          ) : null}
          {playerFilter ? (
            <Select
              label={common('term.player')}
              placeholder={t('stats.chart.allPlayers')}
              data={playerOptions}
              value={chosen}
              onChange={setPlayer}
              clearable
              searchable
              w={240}
              maw="100%"
            />
          ) : null}
        </Group>
      ) : null}
      <figure className={classes.figure}>
        <div
          data-testid="shot-chart"
          style={{
            position: 'relative',
            width: '100%',
            maxWidth: 480,
            aspectRatio: `${court.width} / ${court.depth}`,
            background: 'var(--mantine-color-orange-0)',
            color: 'var(--mantine-color-orange-9)',
            borderRadius: 6,
            overflow: 'hidden',
          }}
        >
          <svg
            viewBox={`0 0 ${court.width} ${court.depth}`}
            aria-hidden="true"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          >
            <HalfCourtLines />
          </svg>
          <ScatterChart
            responsive
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
            margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <XAxis type="number" dataKey="x" domain={[0, 1]} hide allowDataOverflow />
            <YAxis type="number" dataKey="y" domain={[0, 1]} reversed hide allowDataOverflow />
            <Tooltip
              cursor={false}
              content={(props: TooltipContentProps) => <ShotTooltip {...props} name={name} />}
            />
            <Scatter
              name={t('stats.chart.missed')}
              data={shown.filter((s) => !s.made)}
              shape={MissedMark}
              isAnimationActive={false}
            />
            <Scatter
              name={t('stats.chart.made')}
              data={shown.filter((s) => s.made)}
              shape={MadeMark}
              isAnimationActive={false}
            />
          </ScatterChart>
        </div>
        <Text component="figcaption" size="sm" mt={6}>
          <VisuallyHidden component="span">
            {t('stats.chart.figureLabel', { label })}{' '}
          </VisuallyHidden>
          <Text span fw={700} inherit data-testid="shot-totals">
            {totals}
          </Text>{' '}
          <Text span c="dimmed" inherit aria-hidden="true">
            {t.rich<ReactNode>('stats.chart.key', {
              made: (chunks) => (
                <span key="made" style={{ color: made }}>
                  {chunks}
                </span>
              ),
              missed: (chunks) => (
                <span key="missed" style={{ color: missed }}>
                  {chunks}
                </span>
              ),
            })}
          </Text>
        </Text>
      </figure>
    </Stack>
  );
}

function ShotTooltip({
  active,
  payload,
  name,
}: TooltipContentProps & { name: (id: string) => string }) {
  const t = useT('manage');
  const shot = active ? (payload[0]?.payload as Shot | undefined) : undefined;
  if (!shot) return null;
  return (
    <Text size="xs" p={6} className={classes.tooltip}>
      {t('stats.chart.shotTooltip', {
        player: name(shot.playerId),
        points: shot.points,
        made: shot.made ? 'yes' : 'no',
        period: shot.period,
      })}
    </Text>
  );
}
