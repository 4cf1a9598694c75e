// Every console and output of a game (docs/product/live-games.md), each with its link, a copy button for the
// full address and a QR code to open it on another device. Stats consoles are Premium. Shown on
// the game page, the season's console tab and the operators' monitor (scoreboard-view).
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanTier } from '../../domain/plans/effective-tier.ts';
import { canUseConsole, type ConsoleKind } from '../../domain/plans/plans.ts';
import { paths } from '../config/paths.ts';
import { CopyLink } from './copy-link.tsx';
import { QrCodeButton } from './qr-code.tsx';

export interface GameParams {
  tournamentId: string;
  seasonId: string;
  gameId: string;
}

interface Screen {
  label: string;
  href: (p: GameParams) => string;
  console?: ConsoleKind;
  /** The output page is its own document (output.html): a plain link, not a router one. */
  document?: boolean;
}

export const consoleScreens: Screen[] = [
  { label: 'Time & score console', href: paths.consoleTimeScore.href, console: 'timescore' },
  { label: 'Time-only console', href: paths.consoleTimeOnly.href, console: 'timeonly' },
  { label: 'Stats console (both teams)', href: paths.consoleStatsTwo.href, console: 'statstwo' },
  { label: 'Stats console: home team', href: paths.consoleStatsTeamA.href, console: 'statsteamA' },
  { label: 'Stats console: away team', href: paths.consoleStatsTeamB.href, console: 'statsteamB' },
];

export const outputScreens: Screen[] = [
  { label: 'Scoreboard (public)', href: paths.outputScoreboard.href, document: true },
  {
    label: 'Scoreboard overlay for OBS/vMix (public)',
    href: (p) => `${paths.outputScoreboard.href(p)}?overlay=1`,
    document: true,
  },
  { label: 'Stat sheet (public)', href: paths.outputStatsheet.href, document: true },
  { label: 'Offline scoreboard', href: paths.outputScoreboardOffline.href, document: true },
  { label: 'Local scoreboard', href: paths.outputLocalScoreboard.href, document: true },
  { label: 'Scoreboard view (operators)', href: paths.scoreboardView.href },
];

function ScreenRow({
  screen,
  params,
  tier,
}: {
  screen: Screen;
  params: GameParams;
  tier: PlanTier;
}) {
  const href = screen.href(params);
  const locked = screen.console !== undefined && !canUseConsole(tier, screen.console);
  return (
    <Group gap={6} wrap="nowrap">
      {screen.document ? (
        <Anchor href={href} size="sm">
          {screen.label}
        </Anchor>
      ) : (
        <Anchor component={Link} to={href} size="sm">
          {screen.label}
        </Anchor>
      )}
      {locked ? (
        <>
          <Badge color="grape" variant="light" size="sm">
            Premium
          </Badge>
          <Anchor component={Link} to={paths.upgrade.href()} size="xs">
            Upgrade
          </Anchor>
        </>
      ) : null}
      <CopyLink path={href} label={screen.label} />
      <QrCodeButton path={href} label={screen.label} />
    </Group>
  );
}

/** Both lists side by side (scrolling sideways on a phone) for one game. */
export function GameScreenLinks({
  params,
  ownerTier,
}: {
  params: GameParams;
  ownerTier: PlanTier;
}) {
  const rows = Math.max(consoleScreens.length, outputScreens.length);
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table withRowBorders={false} verticalSpacing={2} aria-label="Consoles and outputs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Consoles</Table.Th>
            <Table.Th>Outputs</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Array.from({ length: rows }, (_, i) => {
            const consoleScreen = consoleScreens[i];
            const outputScreen = outputScreens[i];
            return (
              <Table.Tr key={i}>
                <Table.Td>
                  {consoleScreen ? (
                    <ScreenRow screen={consoleScreen} params={params} tier={ownerTier} />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {outputScreen ? (
                    <ScreenRow screen={outputScreen} params={params} tier={ownerTier} />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
