// `console/timescore` (PRODUCT.md §4): the scorer's table on a laptop: game and shot clock,
// periods, score, team fouls, timeouts, possession arrow, start and finish, every button with its
// key shown on it.
import { Grid, Stack } from '@mantine/core';
import { ClockPanel, clockKeys } from './clock-panel.tsx';
import { ConsolePage } from './console-frame.tsx';
import {
  GameControls,
  PossessionPanel,
  TeamScorePanel,
  possessionKeys,
  teamKeys,
} from './score-panel.tsx';
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
          <ShortcutLegend
            items={[
              [clockKeys.toggle, 'game clock start / stop'],
              [`${clockKeys.plusSecond} ${clockKeys.minusSecond}`, '±1 s'],
              [`${clockKeys.plusTenth} ${clockKeys.minusTenth}`, '±0.1 s'],
              [`${clockKeys.shotFull} ${clockKeys.shotShort}`, 'shot clock full / short'],
              [clockKeys.shotToggle, 'shot clock start / stop'],
              [clockKeys.shotOff, 'shot clock off'],
              [clockKeys.nextPeriod, 'next period'],
              [
                `${teamKeys.home.plus1} ${teamKeys.home.plus2} ${teamKeys.home.plus3}`,
                'home +1 +2 +3',
              ],
              [teamKeys.home.minus1, 'home −1'],
              [
                `${teamKeys.away.plus1} ${teamKeys.away.plus2} ${teamKeys.away.plus3}`,
                'away +1 +2 +3',
              ],
              [teamKeys.away.minus1, 'away −1'],
              [`${teamKeys.home.foul} ${teamKeys.away.foul}`, 'team foul home / away'],
              [`${teamKeys.home.timeout} ${teamKeys.away.timeout}`, 'timeout home / away'],
              [`${possessionKeys.home} ${possessionKeys.away}`, 'possession arrow'],
            ]}
          />
        </Stack>
      )}
    </ConsolePage>
  );
}
