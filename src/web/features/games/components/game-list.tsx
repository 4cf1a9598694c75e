import { Anchor, Button, Group, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../../../contract/games.ts';
import { GameStatusBadge } from '../../../components/game-status-badge.tsx';
import { TeamBadge } from '../../../components/team-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { formatGameTime, scoreLine } from '../../../lib/game-time-format.ts';
import { GameResultForm } from './game-result-form.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';

/** A season's games as a table; scorekeepers can enter a result from a row. */
export function GameList({ games, canScore }: { games: Game[]; canScore: boolean }) {
  const t = useT('manage');
  const common = useT('common');
  const [scoring, setScoring] = useState<Game | null>(null);
  const versus = (game: Game) =>
    common('vs', { home: game.homeTeam.name, away: game.awayTeam.name });
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={t('seasons.tab.games')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('games.column.when')}</Table.Th>
              <Table.Th>{common('side.home')}</Table.Th>
              <Table.Th>{common('side.away')}</Table.Th>
              <Table.Th>{t('games.column.court')}</Table.Th>
              <Table.Th>{t('games.column.status')}</Table.Th>
              <Table.Th>{common('term.score')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('games.column.actions')}</VisuallyHidden>
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
              const label = versus(game);
              return (
                <Table.Tr key={game.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={href}
                      aria-label={t('games.openLabel', { game: label })}
                    >
                      {formatGameTime(t, game.scheduledAt, game.timezone)}
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
                          aria-label={t('games.result.label', { game: label })}
                        >
                          {t('games.result.button')}
                        </Button>
                      ) : null}
                      <Button size="compact-sm" variant="subtle" component={Link} to={href}>
                        {t('games.open')}
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
        title={scoring ? t('games.result.title', { game: versus(scoring) }) : ''}
        centered
        size="lg"
      >
        {scoring ? <GameResultForm game={scoring} onDone={() => setScoring(null)} /> : null}
      </Modal>
    </>
  );
}
