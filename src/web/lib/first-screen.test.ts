import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, firstScreenDrawn, holdUntilFirstScreen } from './first-screen.ts';

describe('work held for the first screen', () => {
  afterEach(() => {
    firstScreenDrawn();
    vi.useRealTimers();
  });

  it('runs at once on a page that holds nothing', () => {
    const run = vi.fn();
    afterFirstScreen(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits, in order, until the page says its first screen is drawn', () => {
    const ran: string[] = [];
    holdUntilFirstScreen();
    afterFirstScreen(() => ran.push('clock'));
    afterFirstScreen(() => ran.push('stream'));
    expect(ran).toEqual([]);
    firstScreenDrawn();
    expect(ran).toEqual(['clock', 'stream']);
    afterFirstScreen(() => ran.push('later'));
    expect(ran).toEqual(['clock', 'stream', 'later']);
  });

  it('starts what it holds after three seconds whatever becomes of the page', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    holdUntilFirstScreen();
    afterFirstScreen(run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
