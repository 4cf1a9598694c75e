import { ConsoleFrame } from './console-frame.tsx';

export function TimeOnlyConsolePage() {
  return <ConsoleFrame title="Time-only console" purpose="Runs the game clock and shot clock." />;
}
