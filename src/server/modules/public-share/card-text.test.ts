// The cards' text layout, with the real fonts: whatever a name holds, its ink stays in its box.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText, shape, type Box, type Fitted, type TextStyle } from './card-text.ts';

/** A team's name on the game card: two lines of up to 52 px in a 492 × 112 box. */
const nameBox: Box = { x: 64, y: 224, width: 492, height: 112 };
const nameStyle: TextStyle = {
  weight: 'bold',
  size: 52,
  minSize: 22,
  lines: 2,
  align: 'middle',
  fill: '#ffffff',
};
/** A row of the standings: one line of up to 34 px, 670 wide. */
const rowBox: Box = { x: 150, y: 154, width: 670, height: 68 };
const rowStyle: TextStyle = { weight: 'regular', size: 34, minSize: 20, fill: '#ffffff' };

const ascent = 1901 / 2048;
const descent = 483 / 2048;

/** Every line's ink and advance within the box, its full height (ascent and descent) too. */
function expectInside(fitted: Fitted, box: Box, label: string) {
  const slack = 0.01;
  for (const { shaped, x, baseline } of fitted.lines) {
    expect(x + shaped.left * fitted.size, label).toBeGreaterThanOrEqual(box.x - slack);
    expect(x + shaped.right * fitted.size, label).toBeLessThanOrEqual(box.x + box.width + slack);
    expect(baseline - ascent * fitted.size, label).toBeGreaterThanOrEqual(box.y - slack);
    expect(baseline + descent * fitted.size, label).toBeLessThanOrEqual(box.y + box.height + slack);
  }
}

describe('a name laid out on a card', () => {
  it('keeps its size and one line when it fits', () => {
    const fitted = fitText('Harbour Hawks', nameBox, nameStyle);
    expect(fitted).toMatchObject({ text: 'Harbour Hawks', size: 52 });
    expect(fitted.lines).toHaveLength(1);
    expectInside(fitted, nameBox, 'Harbour Hawks');
  });

  it('wraps onto its lines where words end before it shrinks, and is never cut then', () => {
    const name = 'Club Deportivo Baloncesto Ciudad Universitaria de Madrid';
    const fitted = fitText(name, nameBox, nameStyle);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.text).toBe(name);
    expect(fitted.size).toBeGreaterThan(nameStyle.minSize);
    expectInside(fitted, nameBox, name);
  });

  it('breaks Chinese and Japanese between any two characters', () => {
    const name = '北京首钢篮球俱乐部北京首钢篮球俱乐部北京首钢篮球俱乐部';
    const fitted = fitText(name, nameBox, nameStyle);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.text).toBe(name);
    expectInside(fitted, nameBox, name);
  });

  it('is measured by its glyphs: a row of W is cut far sooner than a row of i', () => {
    const wide = fitText('W'.repeat(60), rowBox, rowStyle);
    const narrow = fitText('i'.repeat(60), rowBox, rowStyle);
    expect(wide.size).toBe(rowStyle.minSize);
    expect(wide.text).toMatch(/^W+…$/u);
    expect(wide.text.length).toBeLessThan(40);
    expect(narrow.text).toBe('i'.repeat(60));
    expect(narrow.size).toBe(rowStyle.size);
    expectInside(wide, rowBox, 'W');
    expectInside(narrow, rowBox, 'i');
  });

  // A long time allowed: each script's first shaping loads fontkit's tables for it.
  it('stays inside its box whatever it holds', () => {
    const names = [
      '',
      ' ',
      'ＦＵＬＬＷＩＤＴＨ　ＷＩＤＥ　ＴＥＡＭ　ＮＡＭＥ　ＷＷＷＷ',
      '서울 삼성 썬더스 농구단 서울 삼성 썬더스 농구단 서울 삼성 썬더스',
      '🏀🔥 Fire Ballers 🏀🔥🏀🔥🏀🔥🏀🔥🏀🔥🏀🔥 👨‍👩‍👧‍👦👨‍👩‍👧‍👦',
      'Al-Ahly الأهلي Sporting Club نادي الأهلي الرياضي',
      'Z̴̡̛̛̖͓̗a̵̛̠̲l̶̢̛͎g̴̨̛o̵̜͠ Hawks',
      'Ⅷ ﷽ 𒐫 ꧅ ௵',
    ];
    for (const name of names) {
      expectInside(fitText(name, nameBox, nameStyle), nameBox, name);
      expectInside(fitText(name, rowBox, rowStyle), rowBox, name);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (name) => {
        expectInside(fitText(name, nameBox, nameStyle), nameBox, name);
        expectInside(fitText(name, rowBox, rowStyle), rowBox, name);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('leaves out hidden control and direction characters, and runs of spaces', () => {
    expect(fitText('Ha\u0007wks\u202e \t\n Owls', rowBox, rowStyle).text).toBe('Hawks Owls');
  });
});

describe('a line of text', () => {
  it('draws Chinese, Japanese and Korean in the fallback font, with no missing glyph', () => {
    const shaped = shape('北京 東京 서울', 'bold');
    const drawn = shaped.glyphs.filter((g) => g.face === 'c');
    expect(drawn).toHaveLength(6);
    expect(shaped.glyphs.some((g) => g.id === 0)).toBe(false);
  });

  it('draws what no font has as one box per character as read, joined emoji too', () => {
    const shaped = shape('🏀👨‍👩‍👧‍👦', 'regular');
    expect(shaped.glyphs.map((g) => g.id)).toEqual([0, 0]);
  });

  it('reads right-to-left runs as the bidirectional algorithm orders them', () => {
    const arabic = shape('الأهلي', 'regular').glyphs.map((g) => g.id);
    const latin = shape('Al-Ahly', 'regular').glyphs.map((g) => g.id);
    const mixed = shape('Al-Ahly الأهلي', 'regular').glyphs.map((g) => g.id);
    // The Latin name first, a space, then the Arabic one, its letters joined and right to left.
    expect(mixed).toEqual([...latin, 3, ...arabic]);
    expect(shape('الأهلي Al-Ahly', 'regular').glyphs.map((g) => g.id)).toEqual([
      ...latin,
      3,
      ...arabic,
    ]);
  });
});
