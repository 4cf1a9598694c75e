// The weekend as an answer set program for clingo (the ASP solver, compiled to WebAssembly), for
// the solver comparison (schedule-solvers.ts) only. The weekend goes in as facts and the rules as
// a first-order program that clingo grounds itself (clingo-wasm fails on programs over about 1 MB
// of text, so ground rules written out do not fit). The hard rules are the checker's; soft:
// idle time, divisions kept at one venue and popular games on a show court, minimised. clingo's last (best)
// model within the time limit is the answer.
import { restart, stream } from 'clingo-wasm';
import { courtGroups, earliestStarts } from '../src/domain/schedule/candidates.ts';
import type { Placement, ScheduleProblem } from '../src/domain/schedule/problem.ts';
import { structureOf } from '../src/domain/schedule/structure.ts';

const program = `
time(T) :- pt(_,T).
blocked(G,T) :- slot(G,L), time(T), plays(Tm,G), blk(Tm,S,E), T < E, S < T+L.
cand(G,K,T) :- game(G,_), pt(K,T), est(G,E), T >= E, slot(G,L), T+L <= close(K,T), not blocked(G,T).
1 { x(G,K,T) : cand(G,K,T) } 1 :- game(G,_).
st(G,T) :- x(G,_,T).
at(G,V) :- x(G,K,_), grp(K,V,_,_).
% Courts: no more games at once in a group than its courts.
:- grp(K,_,N,_), pt(K,P), #count { G : x(G,K,T), slot(G,L), T <= P, P < T+L } > N.
% A team: its games apart by the rest (travel fits inside it in the benchmark's weekends).
:- team(Tm), time(P), #count { G : tm(Tm,G), st(G,T), slot(G,L), T <= P, P < T+L+rest } > 1.
% A coach: never two games at once, and travel time between venues.
:- coach(C,_), time(P), #count { G : coach(C,G), st(G,T), slot(G,L), T <= P, P < T+L } > 1.
:- coach(C,G1), coach(C,G2), G1 != G2, not same(G1,G2), st(G1,T1), slot(G1,L), st(G2,T2), at(G1,V1), at(G2,V2), V1 != V2, T2 >= T1+L, T2 < T1+L+travel.
% A day's games: a team's pool games plus any one bracket path's.
pday(G,T/1440) :- st(G,T).
poolday(Tm,D,N) :- team(Tm), day(D), N = #count { G : tm(Tm,G), pday(G,D) }.
pathday(P,D,N) :- path(P), day(D), N = #count { G : pth(P,G), pday(G,D) }.
:- poolday(Tm,D,N1), tpath(Tm,P), pathday(P,D,N2), N1+N2 > most.
:- poolday(Tm,D,N), N > most.
% Bracket order: a game starts once each feeder has ended and the rest has passed.
late(A,P) :- st(A,T), slot(A,L), time(P), P < T+L+gap, feeder(A).
:- st(G,T), aft(G,A), late(A,T).
used(D,V) :- at(G,V), game(G,D).
% Soft, in minutes of idle time's weight: an hour idle costs idlehour, so the others are × 60.
% A team's idle time on a day is its last start less its first, less a slot and a rest per game
% after the first: summed as three terms so that grounding stays linear.
first(Tm,D,F) :- team(Tm), day(D), F = #min { T : tm(Tm,G), st(G,T), T/1440 = D }, F < #sup.
last(Tm,D,La) :- team(Tm), day(D), La = #max { T : tm(Tm,G), st(G,T), T/1440 = D }, La > #inf.
games(Tm,D,N) :- team(Tm), day(D), N = #count { G : tm(Tm,G), pday(G,D) }, N > 0.
#minimize { La*idlehour,Tm,D,last : last(Tm,D,La), idle; -F*idlehour,Tm,D,first : first(Tm,D,F), idle; -(N-1)*(len+rest)*idlehour,Tm,D,games : games(Tm,D,N), idle }.
#minimize { split*60,D,V : used(D,V) }.
#minimize { offshow*60,G : popular(G), x(G,K,_), grp(K,_,_,0) }.
#show x/3.
`;

/** With `idle`, idle time is minimised too (the costliest part of the program to ground). */
export async function clingoSchedule(
  problem: ScheduleProblem,
  seconds: number,
  { idle }: { idle: boolean },
) {
  const started = performance.now();
  const s = structureOf(problem);
  const groups = courtGroups(problem);
  const earliest = earliestStarts(problem, s, groups);
  const slots = new Set(problem.divisions.map((d) => d.slotMinutes));
  if (slots.size !== 1) throw new Error('the comparison uses one slot length for every division');
  const slot = [...slots][0]!;
  const gi = new Map(problem.games.map((g, i) => [g.id, i]));
  const ti = new Map(problem.teams.map((t, i) => [t.id, i]));
  const facts: string[] = [
    `#const rest=${problem.rules.minRestMinutes}.`,
    `#const travel=${problem.rules.travelMinutes}.`,
    `#const gap=${Math.max(problem.rules.minRestMinutes, problem.rules.travelMinutes)}.`,
    `#const most=${problem.rules.maxGamesPerTeamPerDay}.`,
    `#const split=${problem.weights.divisionSplit}.`,
    `#const offshow=${problem.weights.popularOffShow}.`,
    `#const idlehour=${problem.weights.idleHour}.`,
    `#const len=${slot}.`,
    ...(idle ? ['idle.'] : []),
  ];
  for (const g of groups) {
    facts.push(
      `grp(${g.index},${problem.venues.findIndex((v) => v.id === g.venueId)},${g.courts.length},${g.courts.some((c) => c.show) ? 1 : 0}).`,
    );
    for (const o of g.open)
      for (let t = o.start; t + slot <= o.end; t += slot)
        facts.push(`pt(${g.index},${t}). close(${g.index},${t},${o.end}).`);
  }
  const days = new Set<number>();
  for (const g of groups) for (const o of g.open) days.add(Math.floor(o.start / 1440));
  for (const d of days) facts.push(`day(${d}).`);
  problem.games.forEach((g, i) => {
    facts.push(
      `game(${i},${problem.divisions.findIndex((d) => d.id === g.divisionId)}). slot(${i},${slot}). est(${i},${earliest.get(g.id)}).`,
    );
    if (g.popular) facts.push(`popular(${i}).`);
    for (const t of g.teams ?? []) facts.push(`tm(${ti.get(t)},${i}). plays(${ti.get(t)},${i}).`);
    for (const t of g.teams ? [] : g.possibleTeams) facts.push(`plays(${ti.get(t)},${i}).`);
    for (const a of g.after) facts.push(`aft(${i},${gi.get(a)}). feeder(${gi.get(a)}).`);
  });
  problem.teams.forEach((t, i) => {
    facts.push(`team(${i}).`);
    for (const b of t.blackouts) facts.push(`blk(${i},${b.start},${b.end}).`);
  });
  problem.coaches.forEach((c, i) => {
    for (const t of c.teamIds)
      for (const g of s.teamGames.get(t) ?? []) facts.push(`coach(${i},${gi.get(g.id)}).`);
  });
  // Two games a coach has through one team are the team rule's business.
  for (const games of s.teamGames.values())
    for (const a of games)
      for (const b of games) if (a !== b) facts.push(`same(${gi.get(a.id)},${gi.get(b.id)}).`);
  const pathIds = new Map<string, number>();
  for (const [team, paths] of s.teamPaths) {
    for (const path of paths) {
      const key = path.map((g) => g.id).join(' ');
      if (!pathIds.has(key)) {
        pathIds.set(key, pathIds.size);
        facts.push(
          `path(${pathIds.get(key)}).`,
          ...path.map((g) => `pth(${pathIds.get(key)},${gi.get(g.id)}).`),
        );
      }
      facts.push(`tpath(${ti.get(team)},${pathIds.get(key)}).`);
    }
  }
  const text = `${facts.join('\n')}\n${program}`.replace(
    /T\+L <= close\(K,T\)/,
    'close(K,T,C), T+L <= C',
  );
  // clingo-wasm's --time-limit is not enforced in its single thread: read models as they come and
  // end the solver at the deadline, keeping the last (best) one.
  const deadline = started + seconds * 1000;
  let best: string[] = [];
  const models = stream(text, 0, ['--opt-mode=opt']);
  for (;;) {
    const left = deadline - performance.now();
    const next = await Promise.race([
      models.next(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, left))),
    ]);
    if (next === null) {
      await restart();
      break;
    }
    if (next.done) {
      if (next.value.Result === 'ERROR')
        console.error(
          `clingo: ${next.value.Error.slice(0, 300)} (program ${text.length} characters)`,
        );
      break;
    }
    best = next.value.Value;
  }
  const placements: Placement[] = [];
  const taken = new Map<string, number>();
  const chosen = best.map(
    (atom) => atom.slice(2, -1).split(',').map(Number) as [number, number, number],
  );
  for (const [g, k, t] of chosen.sort((a, b) => a[2] - b[2])) {
    const n = taken.get(`${k}|${t}`) ?? 0;
    taken.set(`${k}|${t}`, n + 1);
    const courts = groups[k]!.courts;
    placements.push({
      gameId: problem.games[g]!.id,
      courtId: courts[n % courts.length]!.id,
      start: t,
    });
  }
  return { placements, ms: performance.now() - started };
}
