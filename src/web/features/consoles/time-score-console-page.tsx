// `console/timescore` (PRODUCT.md §4): the scorer's table on a laptop: game and shot clock,
// periods, score, team fouls, timeouts, possession arrow, start and finish, every button with its
// key shown on it.
import { Grid, Stack } from '@mantine/core';
import { ClockPanel, clockLegend } from './clock-panel.tsx';
import { ConsolePage } from './console-frame.tsx';
import { GameControls, PossessionPanel, TeamScorePanel, scoreLegend } from './score-panel.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';

export function TimeScoreConsolePage() {
  return (
    <ConsolePage kind="timescore" title="Time & score console">
      {(console) => (
        <Stack gap="sm">
          <Grid gutter="sm" align="stretch">
            <Grid.Col span={{ base: 12, md: 6, lg: 3.5 }} order={{ base: 2, lg: 1 }}>
              <TeamScorePanel console={console} side="home" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 1, lg: 2 }}>
              <Stack gap="sm">
                <ClockPanel console={console} />
                <PossessionPanel console={console} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6, lg: 3.5 }} order={3}>
              <TeamScorePanel console={console} side="away" />
            </Grid.Col>
          </Grid>
          <GameControls console={console} />
          <ShortcutLegend items={[...clockLegend, ...scoreLegend]} />
        </Stack>
      )}
    </ConsolePage>
  );
}
