import { describe, expect, it } from 'vitest';
import { publicName, publicNameParts, publicPersonName } from './public-name.ts';

const maya = { firstName: 'Maya', lastName: 'Lopez', jersey: '23' };

describe('publicName', () => {
  it('shows the whole name, the first name and initial, or only the jersey', () => {
    expect(publicName(maya, 'full')).toBe('Maya Lopez');
    expect(publicName(maya, 'initial')).toBe('Maya L.');
    expect(publicName(maya, 'jersey')).toBe('#23');
  });

  it('takes a whole letter for the initial, capitalised, and trims stray spaces', () => {
    expect(publicName({ firstName: ' Zoë ', lastName: 'ďurica ', jersey: '7' }, 'initial')).toBe(
      'Zoë Ď.',
    );
    expect(publicName({ firstName: 'Ana', lastName: '𝒜bc', jersey: '7' }, 'initial')).toBe(
      'Ana 𝒜.',
    );
  });

  it('copes with a missing last name', () => {
    expect(publicName({ firstName: 'Pelé', lastName: '', jersey: '10' }, 'initial')).toBe('Pelé');
    expect(publicName({ firstName: 'Pelé', lastName: '', jersey: '10' }, 'full')).toBe('Pelé');
  });

  it('keeps no part of the name in the jersey form', () => {
    expect(publicNameParts(maya, 'jersey')).toEqual({ firstName: '', lastName: '' });
    expect(publicNameParts(maya, 'initial')).toEqual({ firstName: 'Maya', lastName: 'L.' });
  });
});

describe('publicPersonName', () => {
  it('names a coach in the tournament’s form, as a player: whole, first word and initial, or not at all', () => {
    expect(publicPersonName('Quinn Ortega', 'full')).toBe('Quinn Ortega');
    expect(publicPersonName('Quinn Ortega', 'initial')).toBe('Quinn O.');
    // A coach has no number to show instead.
    expect(publicPersonName('Quinn Ortega', 'jersey')).toBe('');
  });

  it('takes the first word as the first name and the initial of the rest', () => {
    expect(publicPersonName('  María José   de la Fuente ', 'initial')).toBe('María J.');
    expect(publicPersonName('Madonna', 'initial')).toBe('Madonna');
    expect(publicPersonName('  ', 'initial')).toBe('');
    expect(publicPersonName(' Quinn  Ortega ', 'full')).toBe('Quinn  Ortega');
  });
});
