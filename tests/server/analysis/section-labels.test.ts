// Section names are what a student reads beside a score ("Strongest area: Authenticity (82)"), on cards
// and in the summary: plain names, the spec's words, never a name with its own aside in brackets, which
// read as "Authenticity (voice) (82)".
import { describe, expect, it } from 'vitest';
import { SECTION_LABEL } from '../../../server/analysis/build/sections';

describe('section names', () => {
  it('are plain names with no bracketed aside', () => {
    for (const label of Object.values(SECTION_LABEL)) expect(label).toMatch(/^[A-Z][A-Za-z ]+$/);
  });

  it('call the voice check by the spec’s name, authenticity', () => {
    expect(SECTION_LABEL.authenticity).toBe('Authenticity');
  });
});
