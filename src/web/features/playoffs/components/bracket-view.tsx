// The bracket drawn in columns by round: winners (or the only) bracket, losers bracket, finals.
// Each section scrolls sideways on its own on a phone; on a wall screen the columns share the
// width. A match card shows the seeds, teams, score, the winner, and links to its game.
import {
  Alert,
  Anchor,
  Box,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { Bracket, BracketMatch } from '../../../../contract/playoffs.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { Translate } from '../../../../i18n/translator.ts';
import { GameStatusBadge } from '../../../components/game-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { columnTitle, conflictWords, matchLabel, sourceWords } from '../bracket-words.ts';

interface Column {
  /** Null for the finals, laid out in a row without a column title. */
  title: string | null;
  matches: BracketMatch[];
}

type ManageT = Translate<MessageKey<'manage'>>;

function columns(t: ManageT, bracket: Bracket, section: BracketMatch['section']): Column[] {
  const list = bracket.matches.filter((m) => m.section === section);
  const rounds = [...new Set(list.map((m) => m.round))].sort((a, b) => a - b);
  return rounds.map((round) => {
    const matches = list.filter((m) => m.round === round).sort((a, b) => a.order - b.order);
    return { title: columnTitle(t, matches[0]!.name, matches.length), matches };
  });
}

export function BracketView({ bracket, tournamentId }: { bracket: Bracket; tournamentId: string }) {
  const t = useT('manage');
  const double = bracket.format === 'double';
  const finals = bracket.matches.filter((m) => m.section === 'final' || m.section === 'third');
  const champion = bracket.seeds.find((s) => s.team.id === bracket.championTeamId);
  return (
    <Stack gap="lg">
      {champion ? (
        <Alert color="yellow" variant="light" title={t('playoffs.champion')}>
          {t('playoffs.champion.team', { team: champion.team.name, seed: champion.seed })}
        </Alert>
      ) : null}
      <Section
        id="winners"
        title={double ? t('playoffs.section.winners') : t('playoffs.section.bracket')}
        columns={columns(t, bracket, 'winners')}
        tournamentId={tournamentId}
        seasonId={bracket.seasonId}
      />
      {double ? (
        <Section
          id="losers"
          title={t('playoffs.section.losers')}
          columns={columns(t, bracket, 'losers')}
          tournamentId={tournamentId}
          seasonId={bracket.seasonId}
        />
      ) : null}
      {finals.length > 0 && (double || finals.some((m) => m.section === 'third')) ? (
        <Section
          id={double ? 'finals' : 'third'}
          title={double ? t('playoffs.section.finals') : t('playoffs.section.third')}
          columns={[{ title: null, matches: finals }]}
          tournamentId={tournamentId}
          seasonId={bracket.seasonId}
          row
        />
      ) : null}
    </Stack>
  );
}

function Section({
  id,
  title,
  columns: cols,
  tournamentId,
  seasonId,
  row = false,
}: {
  /** The section's part of its heading's id: the same in every language. */
  id: string;
  title: string;
  columns: Column[];
  tournamentId: string;
  seasonId: string;
  /** Lay the matches out side by side (the finals) instead of in round columns. */
  row?: boolean;
}) {
  const t = useT('manage');
  const headingId = `bracket-${id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <Box
        data-testid="bracket-scroller"
        tabIndex={0}
        aria-label={t('playoffs.scroller', { title })}
        style={{ overflowX: 'auto', maxWidth: '100%' }}
        pb="xs"
      >
        <Group align="stretch" wrap="nowrap" gap="md" style={{ minWidth: 'max-content' }}>
          {row
            ? cols[0]!.matches.map((m) => (
                <Box key={m.slot} w={260}>
                  <MatchCard match={m} tournamentId={tournamentId} seasonId={seasonId} />
                </Box>
              ))
            : cols.map((col, i) => (
                <Stack key={i} gap="xs" style={{ flex: '1 0 230px' }}>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                    {col.title}
                  </Text>
                  <Stack gap="sm" justify="space-around" style={{ flex: 1 }}>
                    {col.matches.map((m) => (
                      <MatchCard
                        key={m.slot}
                        match={m}
                        tournamentId={tournamentId}
                        seasonId={seasonId}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
        </Group>
      </Box>
    </Stack>
  );
}

function MatchCard({
  match,
  tournamentId,
  seasonId,
}: {
  match: BracketMatch;
  tournamentId: string;
  seasonId: string;
}) {
  const t = useT('manage');
  const params = match.gameId ? { tournamentId, seasonId, gameId: match.gameId } : null;
  const label = matchLabel(t, match.name);
  const conflict = conflictWords(t, match);
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-testid={`bracket-match-${match.slot}`}
      aria-label={label}
      component="article"
      opacity={match.needed ? 1 : 0.5}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={600} truncate>
            {label}
          </Text>
          {match.status ? <GameStatusBadge status={match.status} /> : null}
        </Group>
        <Side match={match} side="home" />
        <Side match={match} side="away" />
        {!match.needed ? (
          <Text size="xs" c="dimmed">
            {t('playoffs.notNeeded')}
          </Text>
        ) : match.slot === 'GF2' && !match.gameId ? (
          <Text size="xs" c="dimmed">
            {t('playoffs.resetNote')}
          </Text>
        ) : null}
        {conflict ? (
          <Alert color="orange" variant="light" p="xs" role="alert">
            <Text size="xs">{conflict}</Text>
          </Alert>
        ) : null}
        {params ? (
          <Group gap="sm">
            <Anchor size="xs" component={Link} to={paths.game.href(params)}>
              {t('playoffs.gamePage')}
            </Anchor>
            <Anchor size="xs" component={Link} to={paths.consoleTimeScore.href(params)}>
              {t('playoffs.console')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Side({ match, side }: { match: BracketMatch; side: 'home' | 'away' }) {
  const t = useT('manage');
  const s = match[side];
  const score = side === 'home' ? match.homeScore : match.awayScore;
  const won = s.team !== null && s.team.id === match.winnerTeamId;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px={6}
      py={2}
      data-testid={`bracket-side-${side}`}
      data-winner={won ? 'true' : undefined}
      style={{
        borderRadius: 6,
        borderLeft: `4px solid ${s.team?.primaryColor ?? 'transparent'}`,
        background: won ? 'var(--mantine-color-teal-light)' : undefined,
      }}
    >
      <Text size="xs" c="dimmed" w={18} ta="right">
        {s.seed ?? ''}
      </Text>
      {s.team ? (
        <Text size="sm" fw={won ? 700 : 400} style={{ flex: 1, minWidth: 0 }} truncate>
          {s.team.name}
          {won ? <VisuallyHidden> {t('playoffs.winnerMark')}</VisuallyHidden> : null}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
          {sourceWords(t, s)}
        </Text>
      )}
      <Text size="sm" fw={won ? 700 : 400} miw={24} ta="right">
        {score ?? ''}
      </Text>
    </Group>
  );
}
