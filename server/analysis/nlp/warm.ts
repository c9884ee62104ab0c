// Warms everything the engine loads lazily (harper, wink, nspell, the correction lexicon, and
// WordNet's indexes, which prompt fit and the dangling-modifier rule read).
import { warmResources } from './resources';
import { getLexicon } from '../spell/corrector';
import { relatedWords } from '../lexicon/wordnet';

export async function warmEngine(): Promise<void> {
  await warmResources();
  getLexicon();
  relatedWords('learn');
}
