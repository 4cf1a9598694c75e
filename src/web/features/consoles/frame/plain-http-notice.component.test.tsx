// What a console says, and asks the browser, at a plain HTTP address (no offline copy of the app).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render.tsx';
import { leavingCosts, PlainHttpNotice } from './plain-http-notice.tsx';

function atSecureContext(secure: boolean) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
}

/** Whether the page would ask before unloading now. */
function asksBeforeLeaving(): boolean {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

afterEach(() => atSecureContext(true));

describe('at a plain HTTP address', () => {
  it('says what a reload offline loses and how to avoid it, and asks before leaving with plays unsent', () => {
    atSecureContext(false);
    renderPage(<PlainHttpNotice waiting={3} connection="offline" live />, {});
    const notice = screen.getByTestId('plain-http-notice');
    expect(notice.textContent).toContain('Keep this tab open');
    expect(notice.textContent).toContain('HTTPS address');
    expect(notice.textContent).toContain('3 plays not sent yet stay on this device');
    expect(asksBeforeLeaving()).toBe(true);
  });

  it('lets the page go when nothing would be lost', () => {
    atSecureContext(false);
    renderPage(<PlainHttpNotice waiting={0} connection="online" live />, {});
    expect(screen.getByTestId('plain-http-notice')).toBeTruthy();
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('costs something with plays unsent, or cut off during a game', () => {
    expect(leavingCosts({ waiting: 1, connection: 'online', live: false })).toBe(true);
    expect(leavingCosts({ waiting: 0, connection: 'offline', live: true })).toBe(true);
    expect(leavingCosts({ waiting: 0, connection: 'offline', live: false })).toBe(false);
    expect(leavingCosts({ waiting: 0, connection: 'reconnecting', live: true })).toBe(true);
    expect(leavingCosts({ waiting: 0, connection: 'online', live: true })).toBe(false);
  });
});

describe('at an HTTPS address or localhost', () => {
  it('shows nothing and never asks: the app reopens offline there', () => {
    atSecureContext(true);
    renderPage(<PlainHttpNotice waiting={3} connection="offline" live />, {});
    expect(screen.queryByTestId('plain-http-notice')).toBeNull();
    expect(asksBeforeLeaving()).toBe(false);
  });
});
