// What each console and output is called wherever a person sees a list of who is connected (the
// operators' monitor) or who runs the clock (the consoles).
import type { ConsoleKind, OutputKind } from '../../../domain/plans/plans.ts';

export const screenLabels: Record<ConsoleKind | OutputKind, string> = {
  timescore: 'Time & score console',
  timeonly: 'Time-only console',
  statstwo: 'Stats console (both teams)',
  statsteamA: 'Stats console: home team',
  statsteamB: 'Stats console: away team',
  scoreboard: 'Scoreboard',
  statsheet: 'Stat sheet',
  scoreboardoffline: 'Offline scoreboard',
  localscoreboard: 'Local scoreboard',
  'scoreboard-view': 'Scoreboard view',
};
