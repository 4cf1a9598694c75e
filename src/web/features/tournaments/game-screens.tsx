// Every console and output of a game (PRODUCT.md §4), each with its link, a copy button for the
// full address and a QR code to open it on another device. Stats consoles are Premium.
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Game } from '../../../contract/games.ts';
import type { PlanTier } from '../../../domain/plans/effective-tier.ts';
import { canUseConsole, type ConsoleKind } from '../../../domain/plans/plans.ts';
import { CopyLink } from '../../components/copy-link.tsx';
import { QrCodeButton } from '../../components/qr-code.tsx';
import { paths } from '../../config/paths.ts';

type GameParams = { tournamentId: string; seasonId: string; gameId: string };

interface Screen {
  label: string;
  href: (p: GameParams) => string;
  console?: ConsoleKind;
}

export const consoleScreens: Screen[] = [
  { label: 'Time & score console', href: paths.consoleTimeScore.href, console: 'timescore' },
  { label: 'Time-only console', href: paths.consoleTimeOnly.href, console: 'timeonly' },
  { label: 'Stats console (both teams)', href: paths.consoleStatsTwo.href, console: 'statstwo' },
  { label: 'Stats console: home team', href: paths.consoleStatsTeamA.href, console: 'statsteamA' },
  { label: 'Stats console: away team', href: paths.consoleStatsTeamB.href, console: 'statsteamB' },
];

export const outputScreens: Screen[] = [
  { label: 'Scoreboard (public)', href: paths.outputScoreboard.href },
  { label: 'Stat sheet (public)', href: paths.outputStatsheet.href },
  { label: 'Offline scoreboard', href: paths.outputScoreboardOffline.href },
  { label: 'Local scoreboard', href: paths.outputLocalScoreboard.href },
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
      <Anchor component={Link} to={href} size="sm">
        {screen.label}
      </Anchor>
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

/** Both lists side by side (or stacked on a phone) for one game. */
export function GameScreens({ game, ownerTier }: { game: Game; ownerTier: PlanTier }) {
  const params = { tournamentId: game.tournamentId, seasonId: game.seasonId, gameId: game.id };
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
          {consoleScreens.map((screen, i) => (
            <Table.Tr key={screen.label}>
              <Table.Td>
                <ScreenRow screen={screen} params={params} tier={ownerTier} />
              </Table.Td>
              <Table.Td>
                {outputScreens[i] ? (
                  <ScreenRow screen={outputScreens[i]} params={params} tier={ownerTier} />
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PremiumNote({ ownerTier }: { ownerTier: PlanTier }) {
  if (ownerTier !== 'free') return null;
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        The stats consoles come with Tempo Premium for the tournament's owner.{' '}
        <Anchor component={Link} to={paths.upgrade.href()} underline="always">
          Upgrade
        </Anchor>
      </Text>
    </Stack>
  );
}
