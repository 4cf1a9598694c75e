// The running score of a game over game time, drawn by Recharts: one step line per team in its
// colour (checked for contrast, chart-colors.ts), the ends of periods as reference lines, and the
// story in words below for screen readers and print. Loaded on demand (lazy-charts.tsx).
import { Text, useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { GameCharts } from '../../../contract/season-stats.ts';
import type { GameRules } from '../../../domain/season/rules.ts';
import { leadSummary } from '../../../domain/stats/score-flow.ts';
import { periodShort } from '../../../i18n/basketball-words.ts';
import { chartTeamColors, type TeamColors } from './chart-colors.ts';
import { leadSummaryText } from './chart-text.ts';
import classes from './charts.module.css';
import { formatMinutes } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';

interface ChartTeam extends TeamColors {
  name: string;
  shortName: string;
}

export interface ScoreFlowChartProps {
  charts: Pick<GameCharts, 'scoreFlow' | 'periodEnds' | 'periodLabels'>;
  home: ChartTeam;
  away: ChartTeam;
  /**
   * The season's rules, to name the periods in the page's language ("Q3", "3C", "QT3"); without
   * them, the answer's own names.
   */
  rules?: Pick<GameRules, 'periods'>;
}

type Point = GameCharts['scoreFlow'][number];

/** The away team's line is dashed, so the two read apart without their colours. */
const awayDash = '6 3';

/** Axis labels in the theme's secondary text colour, readable on the light and dark page. */
const axisText = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };

export function ScoreFlowChart({ charts, home, away, rules }: ScoreFlowChartProps) {
  const t = useT('manage');
  const common = useT('common');
  const scheme = useComputedColorScheme('light');
  const colors = chartTeamColors(home, away, scheme);
  const { scoreFlow, periodEnds } = charts;
  const periodLabels = useMemo(
    () =>
      rules ? periodEnds.map((_, i) => periodShort(common, i + 1, rules)) : charts.periodLabels,
    [rules, periodEnds, common, charts.periodLabels],
  );
  const end = periodEnds.at(-1) ?? scoreFlow.at(-1)?.elapsedMs ?? 0;
  const starts = [0, ...periodEnds.slice(0, -1)];
  // A tick in the middle of each period, named after it.
  const ticks = periodEnds.map((e, i) => (starts[i]! + e) / 2);
  const tickLabel = (value: number) => periodLabels[ticks.indexOf(value)] ?? '';
  const summary = useMemo(
    () =>
      leadSummaryText(
        t,
        leadSummary(scoreFlow),
        { home: home.shortName, away: away.shortName },
        periodLabels,
      ),
    [t, scoreFlow, periodLabels, home.shortName, away.shortName],
  );
  const last = scoreFlow.at(-1);

  /** "Q3 4:12": the period and the time left in it at `elapsed`. */
  const when = (elapsed: number) => {
    const i = periodEnds.findIndex((e) => elapsed <= e);
    if (i === -1) return '';
    return t('stats.chart.flowWhen', {
      period: periodLabels[i] ?? '',
      clock: formatMinutes(periodEnds[i]! - elapsed),
    });
  };

  return (
    <figure className={classes.figure} data-testid="score-flow-chart">
      <LineChart
        responsive
        data={scoreFlow}
        style={{ width: '100%', maxWidth: 720, aspectRatio: '2 / 1', minHeight: 200 }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid
          strokeDasharray="3 3"
          vertical={false}
          stroke="var(--mantine-color-default-border)"
        />
        <XAxis
          type="number"
          dataKey="elapsedMs"
          domain={[0, end]}
          ticks={ticks}
          tickFormatter={tickLabel}
          interval={0}
          tick={axisText}
          stroke="var(--mantine-color-dimmed)"
        />
        <YAxis
          width={36}
          allowDecimals={false}
          tick={axisText}
          stroke="var(--mantine-color-dimmed)"
        />
        {periodEnds.slice(0, -1).map((e) => (
          <ReferenceLine key={e} x={e} stroke="var(--mantine-color-gray-6)" strokeDasharray="4 4" />
        ))}
        <Tooltip
          content={(props: TooltipContentProps) => (
            <FlowTooltip {...props} when={when} home={home.shortName} away={away.shortName} />
          )}
        />
        <Legend
          content={() => (
            <FlowLegend
              lines={[
                { name: home.name, color: colors.home },
                { name: away.name, color: colors.away, dash: awayDash },
              ]}
            />
          )}
        />
        <Line
          type="stepAfter"
          dataKey="home"
          name={home.name}
          stroke={colors.home}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="stepAfter"
          dataKey="away"
          name={away.name}
          stroke={colors.away}
          strokeWidth={2.5}
          strokeDasharray={awayDash}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
      <Text component="figcaption" size="sm" mt={6} data-testid="score-flow-summary">
        {last
          ? t('stats.chart.flowCaption', {
              home: home.shortName,
              homeScore: last.home,
              away: away.shortName,
              awayScore: last.away,
              summary,
            })
          : t('stats.chart.flowCaptionNoScore', { summary })}
      </Text>
    </figure>
  );
}

/**
 * The teams' names beside a sample of their lines. Recharts' own legend names each sample "… legend
 * icon" in English for screen readers; here the sample is hidden from them and the name, which
 * follows it, is all they read.
 */
function FlowLegend({ lines }: { lines: { name: string; color: string; dash?: string }[] }) {
  return (
    <ul className={classes.legend}>
      {lines.map((line) => (
        <li key={line.name}>
          <svg width={24} height={10} aria-hidden="true">
            <line
              x1={0}
              y1={5}
              x2={24}
              y2={5}
              stroke={line.color}
              strokeWidth={2.5}
              strokeDasharray={line.dash}
            />
          </svg>
          <span style={{ color: line.color }}>{line.name}</span>
        </li>
      ))}
    </ul>
  );
}

function FlowTooltip({
  active,
  payload,
  when,
  home,
  away,
}: TooltipContentProps & { when: (elapsed: number) => string; home: string; away: string }) {
  const t = useT('manage');
  const point = active ? (payload[0]?.payload as Point | undefined) : undefined;
  if (!point) return null;
  return (
    <Text size="xs" p={6} className={classes.tooltip}>
      {t('stats.chart.flowTooltip', {
        when: when(point.elapsedMs),
        home,
        homeScore: point.home,
        away,
        awayScore: point.away,
      })}
    </Text>
  );
}
