// `console/timeonly`: the clock part of the time & score console and nothing else, for a second
// operator who only runs the clocks.
import { Container, Stack } from '@mantine/core';
import { ClockPanel, clockLegend } from './clock-panel.tsx';
import { ConsolePage } from './console-frame.tsx';
import { ShortcutLegend } from './shortcut-legend.tsx';

export function TimeOnlyConsolePage() {
  return (
    <ConsolePage kind="timeonly" title="Time-only console">
      {(console) => (
        <Container size="sm" p={0} w="100%">
          <Stack gap="sm">
            <ClockPanel console={console} />
            <ShortcutLegend items={clockLegend} />
          </Stack>
        </Container>
      )}
    </ConsolePage>
  );
}
