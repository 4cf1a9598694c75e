// The pseudo-locale's messages (pseudo-locale.ts): made from English ones, accented, bracketed and
// about 40 % longer, with every argument, plural and tag kept where it was.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Namespace } from './catalogues.ts';
import { accentLetters, isPseudoLocale, pseudoSource } from './pseudo-locale.ts';
import { hasSyntax, type Message, type Messages } from './translator.ts';

/**
 * What a message of `length` characters grows by: 40 %, the brackets counted in, then a space
 * and tildes. Three letters or fewer (PTS, REB) stay as long as they are: abbreviations are as
 * short in every language the product speaks.
 */
function growth(length: number): { open: string; close: string } {
  const extra = Math.round(length * 0.4);
  if (extra < 2) return { open: '', close: '' };
  const tildes = extra - 3;
  return { open: '[', close: tildes > 0 ? ` ${tildeWords(tildes)}]` : ']' };
}

/**
 * `count` characters of tildes in words of at most eight: a translation is longer by more
 * words, not by one word too long to wrap, so a long message must still wrap where it would.
 */
function tildeWords(count: number): string {
  let out = '';
  while (out.length < count) out += out.length % 9 === 8 && out.length < count - 1 ? ' ' : '~';
  return out;
}

/** The literal length a message shows: for a plural or a choice, its longest branch. */
function literalLength(elements: readonly MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += [...element.value].length;
    else if (element.type === TYPE.tag) length += literalLength(element.children);
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      length += Math.max(
        0,
        ...Object.values(element.options).map((option) => literalLength(option.value)),
      );
  }
  return length;
}

/** Literals accented; arguments, `#` and tags' names kept, so values still fill their places. */
function accentElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    if (element.type === TYPE.literal) return { ...element, value: accentLetters(element.value) };
    if (element.type === TYPE.tag)
      return { ...element, children: accentElements(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([selector, option]) => [
            selector,
            { ...option, value: accentElements(option.value) },
          ]),
        ),
      };
    return element;
  });
}

function literal(value: string): MessageFormatElement {
  return { type: TYPE.literal, value };
}

/**
 * One message in the pseudo-locale. The builds carry every message with syntax parsed already
 * (precompile.ts); the dev server, the tests and the server read them as written and parse here.
 */
export function pseudoMessage(written: Message): Message {
  const message = typeof written === 'string' && hasSyntax(written) ? parse(written) : written;
  if (typeof message === 'string') {
    const { open, close } = growth([...message].length);
    return `${open}${accentLetters(message)}${close}`;
  }
  const { open, close } = growth(literalLength(message));
  return [
    ...(open ? [literal(open)] : []),
    ...accentElements(message),
    ...(close ? [literal(close)] : []),
  ];
}

/** A catalogue in the pseudo-locale, from the English one as the builds carry it (parsed). */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]),
  );
}

/** A page's catalogue loader that also answers the pseudo-locale, from what it loads in English. */
export function withPseudoLocale(
  load: (locale: string, namespace: Namespace) => Promise<Messages>,
): (locale: string, namespace: Namespace) => Promise<Messages> {
  return async (locale, namespace) =>
    isPseudoLocale(locale)
      ? pseudoMessages(await load(pseudoSource, namespace))
      : load(locale, namespace);
}
