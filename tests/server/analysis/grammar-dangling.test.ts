// Dangling modifiers (rules/dangling.ts): an opening -ing phrase whose subject cannot be its doer.
import { describe, expect, it } from 'vitest';
import { allHits, quiet } from '../../helpers/ruleHits';

describe('dangling modifiers', () => {
  it('flags an opening -ing phrase whose subject is a thing, when the writer is the doer', () => {
    expect(allHits('Walking into the room, the smell of paint hit me.', 'dangling-modifier')).toEqual([
      ['Walking into the room', []],
    ]);
    expect(allHits('Running late, my heart pounded as I reached the door.', 'dangling-modifier')).toEqual([
      ['Running late', []],
    ]);
    expect(allHits('After finishing my essay, the email was sent to me.', 'dangling-modifier')).toEqual([
      ['After finishing my essay', []],
    ]);
  });

  it('leaves doers, stance phrases and sentences without the writer alone', () => {
    quiet('dangling-modifier', [
      'Walking into the room, I smelled paint.',
      'Walking into the room, my mom smiled at me.',
      'Walking into the room, the team cheered for me.',
      'Looking back, the experience taught me a lot.',
      'Growing up, my life was pretty normal.',
      'Helping him meant being the girl who spoke Spanish, the thing I had avoided.',
      'Considering the cost, the plan seemed fair to me.',
      'Walking into the room, the smell of paint was strong.',
    ]);
  });
});
