// A sound key in the spirit of Metaphone: spellings that sound alike get the same key
// ("fonetik" and "phonetic" -> FNTK, "sicolagist" and "psychologist" -> SKLJST), so the
// corrector can find words a writer spelled by ear even when many letters differ.
// Vowels are dropped (except a leading one, kept as 'A'): they carry the least sound information
// in English spelling and are where most phonetic misspellings happen.

const VOWEL_OR_Y = /[aeiouy]/;

const isVowel = (c: string | undefined) => c !== undefined && VOWEL_OR_Y.test(c);

export function soundKey(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return '';
  // Silent first letters.
  w = w
    .replace(/^(kn|gn|pn|ps|wr)/, (m) => m[1]!)
    .replace(/^x/, 's')
    .replace(/^wh/, 'w');
  // Common multi-letter spellings of one sound; upper-case letters mark sounds already coded.
  w = w
    .replace(/mb$/, 'm')
    // gh is f in enough, rough, tough, cough, trough, laugh (and their forms), silent elsewhere.
    .replace(/^(en|r|t|c|tr|l)(ou|au)gh(?=$|s$|ly$|ness$|er$|est$|ed$|ing$|en$|ter$)/, '$1$2f')
    .replace(/gh(?=[^aeiouy]|$)|(?<=[iu])gh/g, '')
    .replace(/gn(?=[^aeiouy]|$)/g, 'n')
    // ch is k in words from Greek (chorus, psychology, mechanic, stomach).
    .replace(/chr|chl|(?<=y)ch|^ch(?=or|ao|em|ara)|(?<=e)ch(?=an|o)|(?<=a)ch$/g, (m) => `k${m.slice(2)}`)
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/tch/g, 'X')
    .replace(/sch/g, 'sk')
    .replace(/dg|dj/g, 'J')
    .replace(/(?:ti|si|ci)(?=[ao])/g, 'X')
    .replace(/sh|ch/g, 'X')
    .replace(/th/g, '0')
    .replace(/ck|cq|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/g(?=[eiy])/g, 'J')
    .replace(/z/g, 's')
    .replace(/v/g, 'f');
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    if (isVowel(c)) {
      if (i === 0) out += 'A';
      continue;
    }
    // h and w are only heard before a vowel; y is a vowel here.
    if ((c === 'h' || c === 'w') && !isVowel(w[i + 1])) continue;
    if (c === 'h' && i > 0 && !isVowel(w[i - 1]) && w[i - 1] !== undefined) continue;
    if (out[out.length - 1] === c.toUpperCase()) continue; // doubled letters are one sound
    out += c === '0' ? '0' : c.toUpperCase();
  }
  return out;
}
