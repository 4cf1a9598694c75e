import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Game } from '../../contract/games.ts';
import { paths } from '../config/paths.ts';
import { formatGameTime, scoreLine } from '../lib/game-time-format.ts';
import { GameStatusBadge } from './game-status-badge.tsx';
import { useT } from '../lib/i18n/i18n-store.ts';

function TeamName({ team }: { team: Game['homeTeam'] }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 10,
          height: 10,
          borderRadius: 2,
          background: team.primaryColor,
          flex: 'none',
        }}
      />
      <Text size="sm" span>
        {team.name}
      </Text>
    </Group>
  );
}

/** Games in a table that scrolls sideways on a phone; each row links to the game's page. */
export function GamesTable({
  games,
  showTournament = false,
  caption,
}: {
  games: Game[];
  showTournament?: boolean;
  caption: string;
}) {
  const t = useT('manage');
  const common = useT('common');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('games.column.whenShort')}</Table.Th>
            <Table.Th>{common('side.home')}</Table.Th>
            <Table.Th>{common('side.away')}</Table.Th>
            <Table.Th>{common('term.score')}</Table.Th>
            <Table.Th>{t('games.column.status')}</Table.Th>
            <Table.Th>
              {t(showTournament ? 'games.column.tournamentSeason' : 'games.column.season')}
            </Table.Th>
            <Table.Th>{t('games.column.court')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('games.column.link')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((game) => (
            <Table.Tr key={game.id}>
              <Table.Td>
                <Text size="sm">{formatGameTime(t, game.scheduledAt, game.timezone)}</Text>
              </Table.Td>
              <Table.Td>
                <TeamName team={game.homeTeam} />
              </Table.Td>
              <Table.Td>
                <TeamName team={game.awayTeam} />
              </Table.Td>
              <Table.Td>{scoreLine(game) ?? '–'}</Table.Td>
              <Table.Td>
                <GameStatusBadge status={game.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {showTournament ? `${game.tournamentName} · ${game.seasonName}` : game.seasonName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {[game.venue, game.court].filter(Boolean).join(', ') || '–'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.game.href({
                    tournamentId: game.tournamentId,
                    seasonId: game.seasonId,
                    gameId: game.id,
                  })}
                  size="sm"
                  aria-label={t('games.openShortLabel', {
                    game: common('vs', { home: game.homeTeam.name, away: game.awayTeam.name }),
                  })}
                >
                  {t('games.open')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
