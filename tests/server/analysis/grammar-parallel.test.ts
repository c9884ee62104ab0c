// Lists whose items change form (rules/parallel-lists.ts): a "to" item among -ing items.
import { describe, expect, it } from 'vitest';
import { allHits, quiet } from '../../helpers/ruleHits';

describe('parallel lists', () => {
  it('turns a "to" item among -ing items into an -ing word', () => {
    expect(allHits('I enjoy reading, to write, and painting.', 'parallel-list')).toEqual([
      ['to write', ['writing']],
    ]);
    expect(allHits('She likes hiking, swimming, and to ride bikes.', 'parallel-list')).toEqual([
      ['to ride', ['riding']],
    ]);
  });

  it('leaves lists of one form and a purpose clause after one -ing word alone', () => {
    quiet('parallel-list', [
      'I want to learn, to grow, and to help.',
      'I like swimming, and to relax I read.',
      'She likes hiking, swimming, and riding bikes.',
      'I stopped running, to catch my breath.',
    ]);
  });
});
