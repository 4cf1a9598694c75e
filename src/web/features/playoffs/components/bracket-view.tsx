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
import { GameStatusBadge } from '../../../components/game-status-badge.tsx';
import { paths } from '../../../config/paths.ts';

interface Column {
  title: string;
  matches: BracketMatch[];
}

/** "Quarter-final 2" → "Quarter-finals"; "Losers round 3 · Game 2" → "Losers round 3". */
function columnTitle(label: string): string {
  const game = / · Game \d+$/;
  if (game.test(label)) return label.replace(game, '');
  const numbered = / \d+$/;
  return numbered.test(label) ? `${label.replace(numbered, '')}s` : label;
}

function columns(bracket: Bracket, section: BracketMatch['section']): Column[] {
  const list = bracket.matches.filter((m) => m.section === section);
  const rounds = [...new Set(list.map((m) => m.round))].sort((a, b) => a - b);
  return rounds.map((round) => {
    const matches = list.filter((m) => m.round === round).sort((a, b) => a.order - b.order);
    return { title: columnTitle(matches[0]!.label), matches };
  });
}

export function BracketView({ bracket, tournamentId }: { bracket: Bracket; tournamentId: string }) {
  const double = bracket.format === 'double';
  const finals = bracket.matches.filter((m) => m.section === 'final' || m.section === 'third');
  const champion = bracket.seeds.find((s) => s.team.id === bracket.championTeamId);
  return (
    <Stack gap="lg">
      {champion ? (
        <Alert color="yellow" variant="light" title="Champion">
          {champion.team.name} (seed {champion.seed})
        </Alert>
      ) : null}
      <Section
        title={double ? 'Winners bracket' : 'Bracket'}
        columns={columns(bracket, 'winners')}
        tournamentId={tournamentId}
        seasonId={bracket.seasonId}
      />
      {double ? (
        <Section
          title="Losers bracket"
          columns={columns(bracket, 'losers')}
          tournamentId={tournamentId}
          seasonId={bracket.seasonId}
        />
      ) : null}
      {finals.length > 0 && (double || finals.some((m) => m.section === 'third')) ? (
        <Section
          title={double ? 'Finals' : 'Third place'}
          columns={[{ title: double ? 'Grand final' : 'Third place', matches: finals }]}
          tournamentId={tournamentId}
          seasonId={bracket.seasonId}
          row
        />
      ) : null}
    </Stack>
  );
}

function Section({
  title,
  columns: cols,
  tournamentId,
  seasonId,
  row = false,
}: {
  title: string;
  columns: Column[];
  tournamentId: string;
  seasonId: string;
  /** Lay the matches out side by side (the finals) instead of in round columns. */
  row?: boolean;
}) {
  const headingId = `bracket-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <Box
        data-testid="bracket-scroller"
        tabIndex={0}
        aria-label={`${title}, scrolls sideways`}
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
  const params = match.gameId ? { tournamentId, seasonId, gameId: match.gameId } : null;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      data-testid={`bracket-match-${match.slot}`}
      aria-label={match.label}
      component="article"
      opacity={match.needed ? 1 : 0.5}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={600} truncate>
            {match.label}
          </Text>
          {match.status ? <GameStatusBadge status={match.status} /> : null}
        </Group>
        <Side match={match} side="home" />
        <Side match={match} side="away" />
        {!match.needed ? (
          <Text size="xs" c="dimmed">
            Not needed
          </Text>
        ) : match.slot === 'GF2' && !match.gameId ? (
          <Text size="xs" c="dimmed">
            Only if the losers-bracket champion wins the grand final
          </Text>
        ) : null}
        {match.conflict ? (
          <Alert color="orange" variant="light" p="xs" role="alert">
            <Text size="xs">{match.conflict}</Text>
          </Alert>
        ) : null}
        {params ? (
          <Group gap="sm">
            <Anchor size="xs" component={Link} to={paths.game.href(params)}>
              Game page
            </Anchor>
            <Anchor size="xs" component={Link} to={paths.consoleTimeScore.href(params)}>
              Time & score console
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Side({ match, side }: { match: BracketMatch; side: 'home' | 'away' }) {
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
          {won ? <VisuallyHidden> (winner)</VisuallyHidden> : null}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
          {s.source}
        </Text>
      )}
      <Text size="sm" fw={won ? 700 : 400} miw={24} ta="right">
        {score ?? ''}
      </Text>
    </Group>
  );
}
