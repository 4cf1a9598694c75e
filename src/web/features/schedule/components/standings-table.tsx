import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StandingRow } from '../../../../contract/games.ts';
import type { Season } from '../../../../contract/seasons.ts';
import { tiebreakerLabels } from '../../../../domain/season/rule-presets.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useStandings } from '../api/get-standings.ts';

const percent = (value: number) => value.toFixed(3).replace(/^0/, '');

/** "Ranked by standings points, then head-to-head and point difference. Teams still level …" */
function rankingRule(season: Season): string {
  const main = season.standingsRules.rankBy === 'points' ? 'standings points' : 'win percentage';
  const tiebreakers = season.standingsRules.tiebreakers.map((t) =>
    tiebreakerLabels[t].toLowerCase(),
  );
  const then =
    tiebreakers.length > 0
      ? `, then ${new Intl.ListFormat('en', { type: 'conjunction' }).format(tiebreakers)}`
      : '';
  return `Ranked by ${main}${then}. Teams still level are listed alphabetically.`;
}

/**
 * The standings. Where a tiebreaker put a team above a level rival, a footnote mark says which;
 * teams nothing split (every team before the first game) carry no note.
 */
export function StandingsTable({ season }: { season: Season }) {
  const standings = useStandings(season.id);
  const byPoints = season.standingsRules.rankBy === 'points';
  const link = (row: StandingRow) =>
    paths.team.href({ tournamentId: season.tournamentId, seasonId: season.id, teamId: row.teamId });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Standings
        </Title>
        <QueryState query={standings} what="standings">
          {({ rows }) => {
            if (rows.length === 0) {
              return <EmptyState>The standings show once the season has teams.</EmptyState>;
            }
            const notes = rows.filter((r) => r.tiebreakNote);
            return (
              <>
                <Table.ScrollContainer minWidth={560}>
                  <Table striped aria-label="Standings">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>#</Table.Th>
                        <Table.Th>Team</Table.Th>
                        <Table.Th title="Played">P</Table.Th>
                        <Table.Th title="Won">W</Table.Th>
                        <Table.Th title="Lost">L</Table.Th>
                        <Table.Th title="Points for">PF</Table.Th>
                        <Table.Th title="Points against">PA</Table.Th>
                        <Table.Th title="Point difference">+/-</Table.Th>
                        <Table.Th>{byPoints ? 'Pts' : 'Win %'}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((row) => {
                        const noteIndex = notes.indexOf(row);
                        return (
                          <Table.Tr key={row.teamId}>
                            <Table.Td>{row.rank}</Table.Td>
                            <Table.Td>
                              <Anchor component={Link} to={link(row)}>
                                {row.teamName}
                              </Anchor>
                              {row.tiebreakNote ? (
                                <Text
                                  span
                                  size="xs"
                                  c="dimmed"
                                  ml={4}
                                  title={row.tiebreakNote}
                                  aria-label={`note ${noteIndex + 1}`}
                                >
                                  <sup>{noteIndex + 1}</sup>
                                </Text>
                              ) : null}
                            </Table.Td>
                            <Table.Td>{row.played}</Table.Td>
                            <Table.Td>{row.wins}</Table.Td>
                            <Table.Td>{row.losses}</Table.Td>
                            <Table.Td>{row.pointsFor}</Table.Td>
                            <Table.Td>{row.pointsAgainst}</Table.Td>
                            <Table.Td>
                              {row.pointDifference > 0 ? '+' : ''}
                              {row.pointDifference}
                            </Table.Td>
                            <Table.Td fw={600}>
                              {byPoints ? row.standingsPoints : percent(row.winPercentage)}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {notes.length > 0 ? (
                  <Stack gap={2} component="ol" style={{ margin: 0, paddingLeft: 18 }}>
                    {notes.map((row) => (
                      <Text key={row.teamId} component="li" size="sm" c="dimmed">
                        {row.teamName}: {row.tiebreakNote}
                      </Text>
                    ))}
                  </Stack>
                ) : null}
                <Text size="xs" c="dimmed">
                  {rankingRule(season)}
                </Text>
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
