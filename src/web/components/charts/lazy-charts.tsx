// The charts as pages use them: Recharts and the chart code load in their own chunk only when a
// chart is actually shown (the sign-in page and the outputs never fetch them). An empty shot
// chart says so without loading anything; a chunk that fails to load (offline) leaves a note
// instead of taking the page down.
import { Alert, Skeleton, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ScoreFlowChartProps } from './score-flow-chart.tsx';
import type { ShotChartProps } from './shot-chart.tsx';

const ShotChartChunk = lazy(() =>
  import('./shot-chart.tsx').then((m) => ({ default: m.ShotChart })),
);
const ScoreFlowChartChunk = lazy(() =>
  import('./score-flow-chart.tsx').then((m) => ({ default: m.ScoreFlowChart })),
);

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert color="gray" variant="light">
          The chart could not be loaded. Check your connection and reload the page.
        </Alert>
      );
    }
    return this.props.children;
  }
}

function Loading({ ratio }: { ratio: string }) {
  return (
    <Skeleton maw={480} style={{ aspectRatio: ratio }} radius="md" aria-label="Loading the chart" />
  );
}

const noShotLocations = 'No shot locations were recorded.';

export function LazyShotChart(props: ShotChartProps) {
  if (props.shots.length === 0) return <Text c="dimmed">{noShotLocations}</Text>;
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
