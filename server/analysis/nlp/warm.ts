// Warms everything the engine loads lazily (harper, wink, nspell, the correction lexicon).
import { warmResources } from './resources';
import { getLexicon } from '../spell/corrector';

export async function warmEngine(): Promise<void> {
  await warmResources();
  getLexicon();
}
