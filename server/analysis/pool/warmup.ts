// Start-up warm-up of a worker. V8 compiles harper's WebAssembly and the engine's JavaScript
// lazily: a function is optimised only once it is hot, on a background thread that competes for
// the machine's cores. Left to the first requests, that work makes them slower and steals CPU
// from the other worker, so each worker runs the whole pipeline over generated text first:
// sentences of common English words (from the frequency table the engine loads anyway, so no
// user or corpus text) with typical slips, each sentence new to harper (its cache is per sentence).
// The opening holds a misspelt name with no close dictionary neighbour ('Zorbinflex'): harper's
// first suggestion search that has to reach that far builds something lazily and takes ~1.3 s,
// which would otherwise fall on the first real essay with such a word. Its last paragraphs run the
// learner-grammar and sound-alike rules' rarer paths ("My mom work", "he are", "teached", "I seen",
// "2 hour", "the hole day") once each.
import { analyzeToFeedback } from '../pipeline';
import { splitChunks } from '../lint/chunks';
import { getFrequencies } from '../nlp/resources';
import { renderResult } from '../render/result';
import type { SharedLints } from './share';

const OPENING = `Ever since I was young I wanted to recieve a letter from my grandfather. Their going to the libary tomorow, and he dont know it.

"Come here," she said. I realized that patience matters more then speed; I could of quit but I did'nt. The kitchen smelled of burnt sugar at 7 o'clock. Mr. Zorbinflex came at noon.

My mom work two jobs and he are always tired, but everyone look happy when people is together. It is good idea to make mistake and learn, because students doesn't know everything. I don't gonna quit; the all students can to try, and a person who are brave never give up. Its a long story, im sure youre right.

My aunt teached me for 2 hour the hole day. I seen it when she layed the cloth on both side. Am not sure why. For me is very important to try. He did not afraid because helps people; they not going to stop, and you going to learn how to used it. We past the test, than we went home. She through the ball and I sad yes: my live changed in a knew home.`;

/** A deterministic generator (Park–Miller), so every start warms the same paths. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

function slip(word: string, rnd: () => number): string {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const r = rnd();
  if (r < 0.4) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swap
  if (r < 0.7) return word.slice(0, i) + word.slice(i + 1); // drop
  return word.slice(0, i) + word[i] + word.slice(i); // double
}

/** About `words` words of plausible-looking prose in paragraphs. */
export function warmText(words: number, seed = 1): string {
  const rnd = random(seed);
  const vocab = [...getFrequencies().entries()]
    .filter(([w]) => /^[a-z][a-z']+$/.test(w))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5000)
    .map(([w]) => w);
  // Skewed towards common words, as prose is.
  const pick = () => vocab[Math.floor(vocab.length * rnd() ** 3)]!;
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  for (let n = 0; n < words;) {
    const len = 6 + Math.floor(rnd() * 16);
    const ws = Array.from({ length: len }, () => (rnd() < 0.04 ? slip(pick(), rnd) : pick()));
    if (rnd() < 0.3) ws.splice(1 + Math.floor(rnd() * (len - 2)), 0, `${ws.splice(1, 1)[0]},`);
    ws[0] = ws[0]![0]!.toUpperCase() + ws[0]!.slice(1);
    const end = rnd() < 0.1 ? '?' : rnd() < 0.05 ? '!' : '.';
    sentences.push(rnd() < 0.08 ? `"${ws.join(' ')}${end}"` : `${ws.join(' ')}${end}`);
    n += len;
    if (sentences.length >= 4 + rnd() * 4) {
      paragraphs.push(sentences.join(' '));
      sentences = [];
    }
  }
  if (sentences.length) paragraphs.push(sentences.join(' '));
  return paragraphs.join('\n\n');
}

function soloShare(text: string): SharedLints {
  const chunks = [...new Set(splitChunks(text).map((c) => c.text))];
  return { chunks, counter: new Int32Array(new SharedArrayBuffer(4)), helpers: Promise.resolve([]) };
}

/** Runs full analyses over `passes` generated texts of `words` words each. */
export async function warmUp(passes = 3, words = 600): Promise<void> {
  const texts = [OPENING, ...Array.from({ length: passes }, (_, i) => warmText(words, i + 1))];
  for (const [i, text] of texts.entries()) {
    try {
      const feedback = await analyzeToFeedback(
        { text, prompt: 'Describe a challenge you faced and what you learned.' },
        // Both ways of linting an essay: alone, and sharing the chunks (here with no helper).
        { sharedLints: i % 2 ? soloShare(text) : undefined },
      );
      renderResult(feedback);
    } catch {
      // Warm-up is best effort; a real request reports its own errors.
    }
  }
}
