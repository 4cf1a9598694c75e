// `console/timeonly`: the clock part of the time & score console, the start and finish of the
// game and undo, for a second operator who only runs the clocks.
import { Container, Stack } from '@mantine/core';
import { isTimekeeping } from '../store/console-kinds.ts';
import { ClockPanel, clockLegend } from '../clock/clock-panel.tsx';
import { ConsolePage } from '../frame/console-frame.tsx';
import { GameControls } from '../panels/game-controls.tsx';
import { ShortcutLegend } from '../panels/shortcut-legend.tsx';

export function TimeOnlyConsolePage() {
  return (
    <ConsolePage kind="timeonly">
      {(console) => (
        <Container size="sm" p={0} w="100%">
          <Stack gap={8}>
            <ClockPanel console={console} />
            <GameControls console={console} allowed={isTimekeeping} />
            <ShortcutLegend items={clockLegend} />
          </Stack>
        </Container>
      )}
    </ConsolePage>
  );
}
