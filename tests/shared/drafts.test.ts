// Drafts compared (issue 35): the word diff, moved paragraphs, findings matched by the words they
// point at (not their position), and the sentence that says why the score moved.
import { describe, expect, it } from 'vitest';
import { diffTexts, diffWords } from '../../shared/drafts/diff';
import { compareDrafts, type ReviewedDraft } from '../../shared/drafts/compare';
import type { Annotation } from '../../shared/analysis/feedback';

const P1 = 'My grandfather taught me to fix radios in his garage every Sunday.';
const P2 = 'The first radio I fixed played static for a week before it sang.';
const P3 = 'Now I build circuits at school and teach younger students on Fridays.';

describe('the text diff', () => {
  it('marks inserted and deleted words within a paragraph', () => {
    expect(diffWords('I was very nervous today.', 'I was nervous and excited today.')).toEqual([
      { op: 'equal', text: 'I was' },
      { op: 'delete', text: 'very' },
      { op: 'equal', text: 'nervous' },
      { op: 'insert', text: 'and excited' },
      { op: 'equal', text: 'today.' },
    ]);
  });

  it('recognises a moved paragraph instead of one deleted and one added', () => {
    const d = diffTexts([P1, P2, P3].join('\n\n'), [P3, P1, P2].join('\n\n'));
    expect(d.paragraphs_moved).toBe(1);
    expect(d.words_added).toBe(0);
    expect(d.words_removed).toBe(0);
    expect(d.paragraphs.map((p) => p.kind)).toEqual(['moved', 'same', 'same']);
  });

  it('lists a dropped paragraph as removed and a new one as added', () => {
    const d = diffTexts([P1, P2].join('\n\n'), [P1, P3].join('\n\n'));
    expect(d.paragraphs.map((p) => p.kind).sort()).toEqual(['added', 'removed', 'same']);
  });
});

const note = (text: string, word: string, analyzer: string, category: string): Annotation => {
  const start = text.indexOf(word);
  return {
    start,
    end: start + word.length,
    analyzer,
    category,
    severity: 'error',
    message: `${word}?`,
    replacements: [],
  };
};

function draft(
  id: string,
  text: string,
  score: number,
  sections: Record<string, number>,
  notes: Annotation[],
  limit = 17,
): ReviewedDraft {
  const used = text.split(/\s+/).filter(Boolean).length;
  return {
    id,
    created_at: '2026-12-01T00:00:00.000Z',
    text,
    overall_score: score,
    section_scores: Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, { score: v }])),
    annotations: notes,
    length: {
      unit: 'words',
      used,
      limit,
      status: used > limit ? 'over' : 'within',
      delta: Math.max(0, used - limit),
      message: '',
    },
  };
}

describe('two drafts compared', () => {
  const v1 = 'Me and him was late. I recieve the prize. We goes home after the long and tiring game.';
  const v2 = 'We goes home after the long game. He and I were late. I received the prize.';
  const first = draft('a', v1, 70, { grammar: 60, spelling: 80, content: 70 }, [
    note(v1, 'Me and him', 'grammar', 'grammar'),
    note(v1, 'recieve', 'spelling', 'spelling'),
    note(v1, 'We goes', 'grammar', 'grammar'),
  ]);
  const second = draft('b', v2, 76, { grammar: 68, spelling: 90, content: 70 }, [
    note(v2, 'We goes', 'grammar', 'grammar'),
  ]);

  it('matches findings by their words, not their position', () => {
    const c = compareDrafts(first, second);
    expect(c.findings.fixed.map((f) => f.text).sort()).toEqual(['Me and him', 'recieve']);
    expect(c.findings.remaining.map((f) => f.text)).toEqual(['We goes']);
    expect(c.findings.new).toEqual([]);
  });

  it('gives the score change by section and the length against the limit', () => {
    const c = compareDrafts(first, second);
    expect(c.score_delta).toBe(6);
    expect(c.sections.find((s) => s.section === 'grammar')).toMatchObject({
      before: 60,
      after: 68,
      delta: 8,
    });
    expect(c.length).toMatchObject({ limit: 17, delta: -2, over_after: 0 });
  });

  it('says in one sentence why the score moved, naming the fixed findings', () => {
    const c = compareDrafts(first, second);
    expect(c.explanation).toBe(
      '+6: fixed 1 grammar and 1 spelling findings (“Me and him”, “recieve”); spelling +10, grammar +8; now within the 17-word limit.',
    );
  });

  it('names the words over the limit when the new draft is over', () => {
    const long = draft('c', `${v2} ${v2}`, 74, { grammar: 68, spelling: 90, content: 70 }, [], 17);
    expect(compareDrafts(second, long).explanation).toMatch(/^−2: .*15 words over the 17-word limit\.$/);
  });
});
