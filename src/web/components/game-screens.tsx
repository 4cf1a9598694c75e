// Every console and output of a game (docs/product/live-games.md), each with its link, a copy button for the
// full address and a QR code to open it on another device. Stats consoles are Premium. Shown on
// the game page, the season's console tab and the operators' monitor (scoreboard-view).
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanTier } from '../../domain/plans/effective-tier.ts';
import { canUseConsole, type ConsoleKind } from '../../domain/plans/plans.ts';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { CopyLink } from './copy-link.tsx';
import { QrCodeButton } from './qr-code.tsx';

export interface GameParams {
  tournamentId: string;
  seasonId: string;
  gameId: string;
}

/** A screen's name in `app` (components.screen.*). */
type ScreenName =
  | 'timescore'
  | 'timeonly'
  | 'statstwo'
  | 'statsteamA'
  | 'statsteamB'
  | 'scoreboard'
  | 'overlay'
  | 'statsheet'
  | 'scoreboardOffline'
  | 'localScoreboard'
  | 'scoreboardView';

interface Screen {
  name: ScreenName;
  href: (p: GameParams) => string;
  console?: ConsoleKind;
  /** The output page is its own document (output.html): a plain link, not a router one. */
  document?: boolean;
}

export const consoleScreens: Screen[] = [
  { name: 'timescore', href: paths.consoleTimeScore.href, console: 'timescore' },
  { name: 'timeonly', href: paths.consoleTimeOnly.href, console: 'timeonly' },
  { name: 'statstwo', href: paths.consoleStatsTwo.href, console: 'statstwo' },
  { name: 'statsteamA', href: paths.consoleStatsTeamA.href, console: 'statsteamA' },
  { name: 'statsteamB', href: paths.consoleStatsTeamB.href, console: 'statsteamB' },
];

export const outputScreens: Screen[] = [
  { name: 'scoreboard', href: paths.outputScoreboard.href, document: true },
  {
    name: 'overlay',
    href: (p) => `${paths.outputScoreboard.href(p)}?overlay=1`,
    document: true,
  },
  { name: 'statsheet', href: paths.outputStatsheet.href, document: true },
  { name: 'scoreboardOffline', href: paths.outputScoreboardOffline.href, document: true },
  { name: 'localScoreboard', href: paths.outputLocalScoreboard.href, document: true },
  { name: 'scoreboardView', href: paths.scoreboardView.href },
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
  const t = useT('manage');
  const app = useT('app');
  const label = t(`components.screen.${screen.name}`);
  const href = screen.href(params);
  const locked = screen.console !== undefined && !canUseConsole(tier, screen.console);
  return (
    <Group gap={6} wrap="nowrap">
      {screen.document ? (
        <Anchor href={href} size="sm">
          {label}
        </Anchor>
      ) : (
        <Anchor component={Link} to={href} size="sm">
          {label}
        </Anchor>
      )}
      {locked ? (
        <>
          <Badge color="grape" variant="light" size="sm">
            {app('billing.badge.premium')}
          </Badge>
          <Anchor component={Link} to={paths.upgrade.href()} size="xs">
            {app('nav.upgrade')}
          </Anchor>
        </>
      ) : null}
      <CopyLink path={href} label={label} />
      <QrCodeButton path={href} label={label} />
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
  const t = useT('manage');
  const rows = Math.max(consoleScreens.length, outputScreens.length);
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table withRowBorders={false} verticalSpacing={2} aria-label={t('components.screens.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('components.screens.consoles')}</Table.Th>
            <Table.Th>{t('components.screens.outputs')}</Table.Th>
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
