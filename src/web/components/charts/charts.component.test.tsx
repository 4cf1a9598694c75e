// The charts in the page's language: the shot chart's filters and totals, the score flow's story
// with the periods named the federation's way, and the note for a chart without shots.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameCharts, Shot } from '../../../contract/season-stats.ts';
import { rulePresets } from '../../../domain/season/rule-presets.ts';
import { theme } from '../../config/theme.ts';
import { setLocale } from '../../lib/i18n/i18n-store.ts';
import { LazyShotChart } from './lazy-charts.tsx';
import { ScoreFlowChart } from './score-flow-chart.tsx';
import { ShotChart } from './shot-chart.tsx';
import { testInLanguages } from '../../lib/i18n/languages-in-tests.ts';

const shot = (playerId: string, teamId: string, points: 2 | 3, made: boolean): Shot => ({
  gameId: 'g1',
  playerId,
  teamId,
  period: 1,
  x: 0.5,
  y: 0.3,
  made,
  points,
});
const shots = [
  shot('p1', 'home', 2, true),
  shot('p1', 'home', 3, false),
  shot('p2', 'away', 3, true),
];
const names = new Map([
  ['p1', '#7 Ana Núñez'],
  ['p2', '#4 Bea Ruiz'],
]);
const teams = [
  { id: 'home', label: 'HAL' },
  { id: 'away', label: 'VIB' },
];

const team = (name: string, shortName: string, color: string) => ({
  name,
  shortName,
  primaryColor: color,
  secondaryColor: '#ffffff',
});
const charts: Pick<GameCharts, 'scoreFlow' | 'periodEnds' | 'periodLabels'> = {
  scoreFlow: [
    { elapsedMs: 0, period: 1, home: 0, away: 0 },
    { elapsedMs: 60_000, period: 1, home: 2, away: 0 },
    { elapsedMs: 700_000, period: 2, home: 2, away: 3 },
    { elapsedMs: 1_200_000, period: 2, home: 2, away: 3 },
  ],
  periodEnds: [600_000, 1_200_000],
  periodLabels: ['Q1', 'Q2'],
};

const inMantine = (node: React.ReactNode) =>
  render(<MantineProvider theme={theme}>{node}</MantineProvider>);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

testInLanguages(['es', 'fr', 'en']);

describe('the charts in the page’s language', () => {
  it('a shot chart in Spanish: its filters, totals and key', async () => {
    await setLocale('es');
    inMantine(
      <ShotChart shots={shots} playerNames={names} teams={teams} label="Tiros del partido" />,
    );
    expect(plain(screen.getByTestId('shot-totals').textContent)).toBe('2/3 (67 %) · T3 1/2');
    expect(screen.getByRole('radiogroup', { name: 'Equipo' })).toBeTruthy();
    expect(screen.getByText('Ambos equipos')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Jugador' }).getAttribute('placeholder')).toBe(
      'Todos los jugadores',
    );
    expect(screen.getByText('Tiros del partido:')).toBeTruthy();
    expect(screen.getByText(/anotado · /)).toBeTruthy();
  });

  it('a score flow in Spanish names the periods by the season’s rules', async () => {
    await setLocale('es');
    inMantine(
      <ScoreFlowChart
        charts={charts}
        home={team('Halcones', 'HAL', '#1864ab')}
        away={team('Víboras', 'VIB', '#d9480f')}
        rules={rulePresets.fiba}
      />,
    );
    expect(screen.getByTestId('score-flow-summary').textContent).toBe(
      'HAL 2 – 3 VIB. Mayor ventaja: HAL, 2 puntos (1C), VIB, 1 punto (2C); cambios de líder: 1.',
    );
  });

  it('a score flow in English, as before, with the answer’s names without rules', () => {
    inMantine(
      <ScoreFlowChart
        charts={charts}
        home={team('Hawks', 'HAW', '#1864ab')}
        away={team('Vipers', 'VIP', '#d9480f')}
      />,
    );
    expect(screen.getByTestId('score-flow-summary').textContent).toBe(
      'HAW 2 – 3 VIP. Largest lead: HAW by 2 in Q1, VIP by 1 in Q2; lead changes: 1.',
    );
  });

  it('says in French that no shot was located', async () => {
    await setLocale('fr');
    inMantine(<LazyShotChart shots={[]} playerNames={names} label="Tirs" />);
    expect(screen.getByText('Aucune position de tir n’a été enregistrée.')).toBeTruthy();
  });
});
