// The fields' messages the web's forms and the server's 400s share: English keeps the schema's
// words; another language gets the catalogue's message for a known English text, else one for
// the kind of problem with its limit.
import { describe, expect, it } from 'vitest';
import enApp from './locales/en/app.json' with { type: 'json' };
import esApp from './locales/es/app.json' with { type: 'json' };
import frApp from './locales/fr/app.json' with { type: 'json' };
import ptApp from './locales/pt-BR/app.json' with { type: 'json' };
import {
  fieldIssueMessage,
  knownFieldMessageKey,
  knownFieldMessages,
  kindOf,
  type FieldTranslate,
} from './field-messages.ts';
import { createTranslate } from './translator.ts';

const english: FieldTranslate = createTranslate('en', enApp);
const spanish: FieldTranslate = createTranslate('es', esApp);

describe('a field’s message', () => {
  it('is the schema’s own in English, whatever the kind', () => {
    expect(
      fieldIssueMessage(english, english, {
        code: 'too_big',
        origin: 'string',
        maximum: 60,
        message: 'Use at most 60 characters',
      }),
    ).toBe('Use at most 60 characters');
    expect(fieldIssueMessage(english, english, { code: 'custom' })).toBe('Invalid value');
  });

  it('is the catalogue’s for a known English text in another language', () => {
    expect(
      fieldIssueMessage(spanish, english, {
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        message: 'Enter a name',
      }),
    ).toBe('Escribe un nombre');
    expect(
      fieldIssueMessage(spanish, english, { code: 'custom', message: 'A team cannot play itself' }),
    ).toBe(spanish('field.sameTeam'));
  });

  it('is the one for its kind of problem, with its limit, for an unknown text', () => {
    const long = {
      code: 'too_big',
      origin: 'string',
      maximum: 80,
      message: 'Use at most 80 characters',
    };
    expect(fieldIssueMessage(spanish, english, long)).toBe('Usa como máximo 80 caracteres');
    expect(fieldIssueMessage(spanish, english, { ...long, maximum: 1 })).toBe(
      'Usa como máximo 1 carácter',
    );
    expect(kindOf({ code: 'too_small', origin: 'string', minimum: 1 })).toEqual(['field.required']);
    expect(kindOf({ code: 'too_small', origin: 'string', minimum: 3 })).toEqual([
      'field.tooShort',
      { min: 3 },
    ]);
    expect(kindOf({ code: 'too_small', origin: 'array', minimum: 2 })).toEqual([
      'field.tooFew',
      { min: 2 },
    ]);
    expect(kindOf({ code: 'too_small', origin: 'number', minimum: 0 })).toEqual([
      'field.atLeast',
      { min: 0 },
    ]);
    expect(kindOf({ code: 'too_big', origin: 'set', maximum: 4 })).toEqual([
      'field.tooMany',
      { max: 4 },
    ]);
    expect(kindOf({ code: 'too_big', origin: 'number', maximum: 99 })).toEqual([
      'field.atMost',
      { max: 99 },
    ]);
    expect(kindOf({ code: 'invalid_type', expected: 'number' })).toEqual(['field.enterNumber']);
    expect(kindOf({ code: 'invalid_type', expected: 'string' })).toEqual(['field.invalid']);
    expect(kindOf({ code: 'invalid_format', format: 'date' })).toEqual(['field.date']);
    expect(kindOf({ code: 'invalid_format', format: 'datetime' })).toEqual(['field.dateTime']);
    expect(kindOf({ code: 'invalid_format', format: 'email' })).toEqual(['field.validEmail']);
    expect(kindOf({ code: 'invalid_format', format: 'regex' })).toEqual(['field.format']);
    expect(kindOf({ code: 'invalid_value' })).toEqual(['field.choose']);
    expect(kindOf({ code: 'unrecognized_keys' })).toEqual(['field.unknownKeys']);
    expect(kindOf({ code: 'custom' })).toEqual(['field.invalid']);
  });

  it('finds every known message by its English text, and each is in every language', () => {
    for (const key of knownFieldMessages) {
      expect(knownFieldMessageKey(english, english(key))).toBe(key);
      for (const messages of [esApp, frApp, ptApp] as Record<string, unknown>[]) {
        expect(typeof messages[key]).toBe('string');
      }
    }
    expect(knownFieldMessageKey(english, 'Something else')).toBeUndefined();
  });
});
