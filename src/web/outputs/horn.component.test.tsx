// The horn asks for sound without a click only when a horn is due, never when a page opens: the
// first AudioContext is a long task on the scoreboard's start (horn.ts).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/i18n-store.ts';
import { testInLanguages } from '../lib/i18n/languages-in-tests.ts';
import { SoundButton } from './output-ui.tsx';

testInLanguages(['en'], 'common', 'outputs');

/** A browser's AudioContext, running where autoplay is allowed, suspended where it is not. */
function fakeAudio(state: 'running' | 'suspended') {
  const made: FakeContext[] = [];
  class FakeContext {
    state = state;
    currentTime = 0;
    destination = {};
    oscillators = 0;
    onstatechange: (() => void) | null = null;
    constructor() {
      made.push(this);
    }
    close = vi.fn(async () => {});
    resume = vi.fn(async () => {
      this.state = 'running';
    });
    createGain() {
      const param = { setValueAtTime() {}, linearRampToValueAtTime() {} };
      return { gain: param, connect() {} };
    }
    createOscillator() {
      this.oscillators++;
      return { type: '', frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return made;
}

/** The horn module afresh: its state is the page's. */
async function freshHorn() {
  vi.resetModules();
  return import('./horn.ts');
}

beforeEach(async () => {
  await setLocale('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the horn', () => {
  it('makes no audio context when the sound button is shown', async () => {
    const made = fakeAudio('running');
    render(<SoundButton />);
    expect(screen.getByRole('button', { name: 'Sound on' })).toBeTruthy();
    expect(made).toHaveLength(0);
  });

  it('sounds without a click where the browser allows it, and says so', async () => {
    const made = fakeAudio('running');
    const horn = await freshHorn();
    expect(horn.soundOn()).toBe(false);
    horn.playHorn();
    expect(made).toHaveLength(1);
    expect(made[0]!.oscillators).toBe(2);
    expect(horn.soundOn()).toBe(true);
  });

  it('asks once where the browser wants a click, and sounds after one', async () => {
    const made = fakeAudio('suspended');
    const horn = await freshHorn();
    horn.playHorn();
    horn.playHorn();
    expect(made).toHaveLength(1);
    expect(made[0]!.close).toHaveBeenCalled();
    expect(made[0]!.oscillators).toBe(0);
    await act(() => horn.enableSound());
    horn.playHorn();
    expect(made).toHaveLength(2);
    expect(made[1]!.oscillators).toBe(2);
  });

  it('stays quiet once muted', async () => {
    const made = fakeAudio('running');
    const horn = await freshHorn();
    horn.disableSound();
    horn.playHorn();
    expect(made).toHaveLength(0);
  });
});
