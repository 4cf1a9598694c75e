import { describe, expect, it } from 'vitest';
import { addressedOrigin, isAllowedOrigin, isSecureContext, originOf } from './origins.ts';

describe('originOf', () => {
  it('normalises an http(s) origin: letter case, default port, trailing slash', () => {
    expect(originOf('http://LOCALHOST:80')).toBe('http://localhost');
    expect(originOf('https://Tempo.example.com:443/')).toBe('https://tempo.example.com');
    expect(originOf('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(originOf('http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('refuses what is not just an origin', () => {
    for (const value of [
      'null',
      '',
      'file:///tmp/x.html',
      'chrome-extension://abc',
      'https://tempo.example.com/app',
      'https://tempo.example.com?x=1',
      'https://tempo.example.com#top',
      'https://user:pass@tempo.example.com',
      'tempo.example.com',
    ]) {
      expect(originOf(value), value).toBeNull();
    }
  });
});

describe('addressedOrigin', () => {
  it('is the scheme and Host of the request', () => {
    expect(addressedOrigin('http', '192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(addressedOrigin('https', 'tempo.example.com')).toBe('https://tempo.example.com');
  });

  it('is null for a missing or malformed Host', () => {
    expect(addressedOrigin('http', '')).toBeNull();
    expect(addressedOrigin('http', 'evil.example/path')).toBeNull();
    expect(addressedOrigin('http', 'me@evil.example')).toBeNull();
    expect(addressedOrigin('ftp', 'tempo.example.com')).toBeNull();
  });
});

describe('isAllowedOrigin', () => {
  const own = 'http://192.168.1.20:3000';
  const trusted = ['http://localhost:3000', 'https://tempo.example.com'];

  it('allows the request’s own origin and the trusted ones', () => {
    expect(isAllowedOrigin('http://192.168.1.20:3000', own, trusted)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', own, trusted)).toBe(true);
    expect(isAllowedOrigin('https://TEMPO.example.com', own, trusted)).toBe(true);
  });

  it('refuses any other origin, another port or scheme of ours, and null', () => {
    expect(isAllowedOrigin('https://evil.example', own, trusted)).toBe(false);
    expect(isAllowedOrigin('http://192.168.1.20:4000', own, trusted)).toBe(false);
    expect(isAllowedOrigin('https://192.168.1.20:3000', own, trusted)).toBe(false);
    expect(isAllowedOrigin('null', own, trusted)).toBe(false);
    expect(isAllowedOrigin('http://192.168.1.20:3000', null, [])).toBe(false);
  });
});

describe('isSecureContext', () => {
  it('is https anywhere, and http on loopback only', () => {
    expect(isSecureContext('https', '192.168.1.20')).toBe(true);
    expect(isSecureContext('http', 'localhost')).toBe(true);
    expect(isSecureContext('http', 'tempo.localhost')).toBe(true);
    expect(isSecureContext('http', '127.0.0.1')).toBe(true);
    expect(isSecureContext('http', '[::1]')).toBe(true);
    expect(isSecureContext('http', '192.168.1.20')).toBe(false);
    expect(isSecureContext('http', 'scores.gym.example')).toBe(false);
    expect(isSecureContext('http', '127.0.0.1.evil.example')).toBe(false);
  });
});
