// Unknown words written on purpose, which a spelling checker must not "correct": sound words
// that come in echoes ("tick tock") and names built in CamelCase ("BusBuddy").
import { isKnownWord } from './corrector';

/**
 * Sound words come in echoes ("tick tock", "housey housey", "zig zag"): the word before or after
 * is the same word or the same with one vowel changed.
 */
export function echoes(text: string, start: number, end: number, lower: string): boolean {
  const prev = /([\p{L}']+)[\s,]*$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1];
  const next = /^[\s,]*([\p{L}']+)/u.exec(text.slice(end, end + 40))?.[1];
  return [prev, next].some((w) => w !== undefined && echo(w.toLowerCase(), lower));
}

function echo(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) diff += /[aeiouy]/.test(a[i]!) && /[aeiouy]/.test(b[i]!) ? 1 : 2;
  return diff <= 1;
}

/**
 * An app, club or company named in CamelCase from real words ("BusBuddy", "ScottyLabs",
 * "TartanHacks"): a name the writer chose, not a slip, and "Bus buddy" is no fix for it.
 */
export function camelName(word: string): boolean {
  const parts = word.match(/\p{Lu}\p{Ll}+/gu);
  if (!parts || parts.length < 2 || parts.join('') !== word) return false;
  // ("Scotty" is a name: one real word among the parts is enough.)
  return parts.some((p) => isKnownWord(p.toLowerCase()));
}
