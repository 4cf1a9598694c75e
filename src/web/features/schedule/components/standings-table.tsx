import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StandingRow } from '../../../../contract/games.ts';
import type { Season } from '../../../../contract/seasons.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { formatDecimal, formatList } from '../../../../i18n/intl-format.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useStandings } from '../api/get-standings.ts';

type ManageT = Translate<MessageKey<'manage'>>;

/**
 * A win percentage to three places: ".667" where the decimal sign is a point (the way English
 * standings write it), "0,667" where it is a comma.
 */
const percent = (locale: string, value: number) =>
  formatDecimal(locale, value, 3).replace(/^0(?=\.)/, '');

/** "Ranked by standings points, then head-to-head and point difference. Teams still level …" */
function rankingRule(t: ManageT, season: Season): string {
  const { rankBy, tiebreakers } = season.standingsRules;
  const list = formatList(
    t.locale,
    tiebreakers.map((id) => t(`standings.criterion.${id}`)),
  );
  return t('standings.rankingRule', { rankBy, count: tiebreakers.length, tiebreakers: list });
}

/** "ahead of Celtics on head-to-head", in the page's language. */
export function tiebreakNote(t: ManageT, row: StandingRow): string | null {
  if (!row.tiebreak) return row.tiebreakNote;
  return t(`standings.tiebreakNote.${row.tiebreak.tiebreaker}`, {
    team: row.tiebreak.aheadOf.teamName,
  });
}

/**
 * The standings. Where a tiebreaker put a team above a level rival, a footnote mark says which;
 * teams nothing split (every team before the first game) carry no note.
 */
export function StandingsTable({ season }: { season: Season }) {
  const t = useT('manage');
  const common = useT('common');
  const standings = useStandings(season.id);
  const byPoints = season.standingsRules.rankBy === 'points';
  const link = (row: StandingRow) =>
    paths.team.href({ tournamentId: season.tournamentId, seasonId: season.id, teamId: row.teamId });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('standings.title')}
        </Title>
        <QueryState query={standings} what="standings">
          {({ rows }) => {
            if (rows.length === 0) {
              return <EmptyState>{t('standings.empty')}</EmptyState>;
            }
            const notes = rows.filter((r) => r.tiebreak ?? r.tiebreakNote);
            return (
              <>
                <Table.ScrollContainer minWidth={560}>
                  <Table striped aria-label={t('standings.title')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>#</Table.Th>
                        <Table.Th>{common('term.team')}</Table.Th>
                        <Table.Th title={t('standings.played.long')}>
                          {t('standings.played')}
                        </Table.Th>
                        <Table.Th title={t('standings.wins.long')}>{t('standings.wins')}</Table.Th>
                        <Table.Th title={t('standings.losses.long')}>
                          {t('standings.losses')}
                        </Table.Th>
                        <Table.Th title={t('standings.pointsFor.long')}>
                          {t('standings.pointsFor')}
                        </Table.Th>
                        <Table.Th title={t('standings.pointsAgainst.long')}>
                          {t('standings.pointsAgainst')}
                        </Table.Th>
                        <Table.Th title={t('standings.difference.long')}>+/-</Table.Th>
                        <Table.Th>
                          {byPoints ? t('standings.points') : t('standings.winPercentage')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((row) => {
                        const noteIndex = notes.indexOf(row);
                        const note = tiebreakNote(t, row);
                        return (
                          <Table.Tr key={row.teamId}>
                            <Table.Td>{row.rank}</Table.Td>
                            <Table.Td>
                              <Anchor component={Link} to={link(row)}>
                                {row.teamName}
                              </Anchor>
                              {note ? (
                                <Text
                                  span
                                  size="xs"
                                  c="dimmed"
                                  ml={4}
                                  title={note}
                                  aria-label={t('standings.noteMark', { n: noteIndex + 1 })}
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
                              {byPoints
                                ? row.standingsPoints
                                : percent(t.locale, row.winPercentage)}
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
                        {t('standings.footnote', {
                          team: row.teamName,
                          note: tiebreakNote(t, row) ?? '',
                        })}
                      </Text>
                    ))}
                  </Stack>
                ) : null}
                <Text size="xs" c="dimmed">
                  {rankingRule(t, season)}
                </Text>
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
