import { Anchor, Button, Group, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../../../contract/games.ts';
import { GameStatusBadge } from '../../../components/game-status-badge.tsx';
import { TeamBadge } from '../../../components/team-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatGameTime, scoreLine } from '../../../lib/game-time-format.ts';
import { GameResultForm } from './game-result-form.tsx';

/** A season's games as a table; scorekeepers can enter a result from a row. */
export function GameList({ games, canScore }: { games: Game[]; canScore: boolean }) {
  const [scoring, setScoring] = useState<Game | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="Games" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date and time</Table.Th>
              <Table.Th>Home</Table.Th>
              <Table.Th>Away</Table.Th>
              <Table.Th>Court</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Score</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((game) => {
              const href = paths.game.href({
                tournamentId: game.tournamentId,
                seasonId: game.seasonId,
                gameId: game.id,
              });
              const label = `${game.homeTeam.name} vs ${game.awayTeam.name}`;
              return (
                <Table.Tr key={game.id}>
                  <Table.Td>
                    <Anchor component={Link} to={href} aria-label={`Open game ${label}`}>
                      {formatGameTime(game.scheduledAt, game.timezone)}
                    </Anchor>
                    {game.round ? (
                      <Text size="xs" c="dimmed">
                        {game.round}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <TeamBadge team={game.homeTeam} size={24} />
                  </Table.Td>
                  <Table.Td>
                    <TeamBadge team={game.awayTeam} size={24} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {[game.venue, game.court].filter(Boolean).join(' · ') || '—'}
                  </Table.Td>
                  <Table.Td>
                    <GameStatusBadge status={game.status} />
                  </Table.Td>
                  <Table.Td fw={600}>{scoreLine(game) ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {canScore ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          onClick={() => setScoring(game)}
                          aria-label={`Enter result: ${label}`}
                        >
                          Result
                        </Button>
                      ) : null}
                      <Button size="compact-sm" variant="subtle" component={Link} to={href}>
                        Open
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={scoring !== null}
        onClose={() => setScoring(null)}
        title={scoring ? `Result: ${scoring.homeTeam.name} vs ${scoring.awayTeam.name}` : ''}
        centered
        size="lg"
      >
        {scoring ? <GameResultForm game={scoring} onDone={() => setScoring(null)} /> : null}
      </Modal>
    </>
  );
}
