import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/app.json' with { type: 'json' };
import es from '../../../i18n/locales/es/app.json' with { type: 'json' };
import { createTranslate } from '../../../i18n/translator.ts';
import { describeDevice } from './describe-device.ts';

const english = createTranslate<keyof typeof en>('en', en);
const spanish = createTranslate<keyof typeof en>('es', es);

describe('describeDevice', () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
        english,
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        english,
      ),
    ).toBe('Safari on iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
        english,
      ),
    ).toBe('Firefox on Linux');
    expect(describeDevice(null, english)).toBe('Unknown device');
  });

  it('says it in the page language, keeping the brands as they are', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
        spanish,
      ),
    ).toBe('Firefox en Linux');
    expect(describeDevice(null, spanish)).toBe('Dispositivo desconocido');
  });
});
