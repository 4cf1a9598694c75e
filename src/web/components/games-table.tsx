import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Game } from '../../contract/games.ts';
import { paths } from '../config/paths.ts';
import { formatGameTime, scoreLine } from '../lib/game-time-format.ts';
import { GameStatusBadge } from './game-status-badge.tsx';

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
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Home</Table.Th>
            <Table.Th>Away</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>{showTournament ? 'Tournament · season' : 'Season'}</Table.Th>
            <Table.Th>Court</Table.Th>
            <Table.Th>
              <VisuallyHidden>Link</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {games.map((game) => (
            <Table.Tr key={game.id}>
              <Table.Td>
                <Text size="sm">{formatGameTime(game.scheduledAt, game.timezone)}</Text>
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
                  aria-label={`Open ${game.homeTeam.name} vs ${game.awayTeam.name}`}
                >
                  Open
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
