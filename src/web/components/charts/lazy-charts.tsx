// The charts as pages use them: Recharts and the chart code load in their own chunk only when a
// chart is actually shown (the sign-in page and the outputs never fetch them). An empty shot
// chart says so without loading anything; a chunk that fails to load (offline) leaves a note
// instead of taking the page down.
import { Alert, Skeleton, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n-store.ts';
import type { ScoreFlowChartProps } from './score-flow-chart.tsx';
import type { ShotChartProps } from './shot-chart.tsx';

const ShotChartChunk = lazy(() =>
  import('./shot-chart.tsx').then((m) => ({ default: m.ShotChart })),
);
const ScoreFlowChartChunk = lazy(() =>
  import('./score-flow-chart.tsx').then((m) => ({ default: m.ScoreFlowChart })),
);

function LoadFailed() {
  const t = useT('manage');
  return (
    <Alert color="gray" variant="light">
      {t('stats.chart.loadFailed')}
    </Alert>
  );
}

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <LoadFailed />;
    return this.props.children;
  }
}

function Loading({ ratio }: { ratio: string }) {
  const t = useT('manage');
  return (
    <Skeleton
      maw={480}
      style={{ aspectRatio: ratio }}
      radius="md"
      aria-label={t('stats.chart.loading')}
    />
  );
}

function NoShots() {
  const t = useT('manage');
  return <Text c="dimmed">{t('stats.chart.noShots')}</Text>;
}

export function LazyShotChart(props: ShotChartProps) {
  if (props.shots.length === 0) return <NoShots />;
  return (
    <ChartBoundary>
      <Suspense fallback={<Loading ratio="150 / 140" />}>
        <ShotChartChunk {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

export function LazyScoreFlowChart(props: ScoreFlowChartProps) {
  return (
    <ChartBoundary>
      <Suspense fallback={<Loading ratio="2 / 1" />}>
        <ScoreFlowChartChunk {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
