// The kind of device a console names itself after ("Time & score · tablet").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceForm } from './device-form.ts';

function browser(
  userAgent: string,
  opts: { coarse?: boolean; shortSide?: number; mobile?: boolean } = {},
) {
  vi.stubGlobal('navigator', {
    userAgent,
    ...(opts.mobile === undefined ? {} : { userAgentData: { mobile: opts.mobile } }),
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' && (opts.coarse ?? false),
  }));
  vi.stubGlobal('screen', { width: opts.shortSide ?? 1280, height: 900 });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

describe('deviceForm', () => {
  it('reads phones and tablets from their user agent', () => {
    browser(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    );
    expect(deviceForm()).toBe('phone');
    browser(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    expect(deviceForm()).toBe('phone');
    browser(
      'Mozilla/5.0 (Linux; Android 8.1.0; SM-T837A) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    );
    expect(deviceForm()).toBe('tablet');
    browser('Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    expect(deviceForm()).toBe('tablet');
  });

  it('takes a phone client hint, else the pointer and the screen', () => {
    browser(desktop, { mobile: true });
    expect(deviceForm()).toBe('phone');
    browser(desktop);
    expect(deviceForm()).toBe('computer');
    // An iPad asking for the desktop site says Macintosh, but has a touch screen of a tablet's size.
    browser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', {
      coarse: true,
      shortSide: 820,
    });
    expect(deviceForm()).toBe('tablet');
    browser(desktop, { coarse: true, shortSide: 390 });
    expect(deviceForm()).toBe('phone');
  });
});
