// A team's season statistics on its page (docs/product/league-pages.md): the record from every result, the
// per-game figures and percentages from the games recorded with a stats console, and its
// players' averages.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TeamSeasonRow } from '../../../../contract/season-stats.ts';
import type { Team } from '../../../../contract/teams.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useStatFormat } from './stat-format.ts';
import { PhaseSwitch, PlayerStatsTable } from './player-stats-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';
import { useTeamStats } from '../api/get-team-stats.ts';
import { type StatsPhase } from '../keys.ts';

type BoxWord = Extract<MessageKey<'common'>, `box.${string}`>;

export function TeamStatsSection({ team }: { team: Team }) {
  const t = useT('manage');
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = useTeamStats(team.id, phase);
  return (
    <SectionCard
      title={t('stats.team.title')}
      order={2}
      actions={<PhaseSwitch value={phase} onChange={setPhase} />}
    >
      <QueryState query={stats} what="teamStatistics">
        {(s) => (
          <Stack gap="md">
            <TeamFigures row={s.team} phase={phase} seasonId={team.seasonId} />
            {s.players.length === 0 ? null : (
              <>
                <Title order={3} size="h5">
                  {t('stats.team.players')}
                </Title>
                <PlayerStatsTable
                  rows={s.players}
                  tournamentId={team.tournamentId}
                  seasonId={team.seasonId}
                  showTeam={false}
                  label={t('stats.team.playersTable', { team: team.name })}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

function Figure({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <Stack gap={0} title={title}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

function TeamFigures({
  row,
  phase,
  seasonId,
}: {
  row: TeamSeasonRow;
  phase: StatsPhase;
  seasonId: string;
}) {
  const t = useT('manage');
  const common = useT('common');
  const f = useStatFormat();
  const arc = useBeyondArcLabels(seasonId);
  if (row.played === 0) return <EmptyState>{t('stats.team.noGames', { phase })}</EmptyState>;
  const pg = row.perGame;
  const box = (word: BoxWord, value: string) => (
    <Figure
      key={word}
      label={common(word)}
      value={value}
      title={common(`${word}.long` as BoxWord)}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm" aria-label={t('stats.team.recordLabel')}>
        <Figure
          label={t('stats.team.record')}
          value={t('stats.team.recordValue', { wins: row.wins, losses: row.losses })}
          title={t('stats.team.record.long')}
        />
        <Figure label={t('stats.team.played')} value={f.stat(row.played, false)} />
        <Figure
          label={t('stats.team.pointsFor')}
          value={f.decimal(row.pointsForPerGame)}
          title={t('stats.team.pointsFor.long')}
        />
        <Figure
          label={t('stats.team.pointsAgainst')}
          value={f.decimal(row.pointsAgainstPerGame)}
          title={t('stats.team.pointsAgainst.long')}
        />
      </SimpleGrid>
      {row.gamesWithStats === 0 ? (
        <EmptyState>{t('stats.team.noStats')}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('stats.team.perGameFrom', { count: row.gamesWithStats })}
          </Text>
          <SimpleGrid
            cols={{ base: 3, sm: 5, md: 9 }}
            spacing="sm"
            aria-label={t('stats.team.perGameLabel')}
          >
            {box('box.pts', f.decimal(pg.points))}
            {box('box.reb', f.decimal(pg.rebounds))}
            {box('box.ast', f.decimal(pg.assists))}
            {box('box.stl', f.decimal(pg.steals))}
            {box('box.blk', f.decimal(pg.blocks))}
            {box('box.tov', f.decimal(pg.turnovers))}
            {box('box.fgPct', f.pct(row.pct.fieldGoalPct))}
            <Figure label={arc.pct} value={f.pct(row.pct.threePct)} title={arc.pctName} />
            {box('box.ftPct', f.pct(row.pct.freeThrowPct))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
