// Cards an essay coach writes, each quoting the essay (issue 30): the opening line, an ending
// that only restates it, the ending's insight, one developed scene against summary, whether the
// essay stays about the applicant, and passages that read as a list. Every check is built from
// the essay's own sentences, so the advice changes with the essay.
import type { ParsedEssay, Sentence } from '../nlp/parse';
import type { Issue, StrengthItem } from './types';
import { endingInsight, insightful } from './craft';
import { developedScene, generalStatement, momentWeight } from './scene';

export const quote = (s: Sentence, max = 160) => {
  const t = s.text.replace(/\s+/g, ' ').trim();
  return `"${t.length > max ? `${t.slice(0, max - 1)}…` : t}"`;
};

// Openings every reader has seen: a life-long claim, a definition, a question to the reader, a
// quotation of someone famous, an announcement, a sweeping "as a ..." frame.
const GENERIC_OPENING =
  /^(?:ever since|for as long as|throughout (?:my|history)|since (?:I was|the dawn)|as a (?:young|high school|sophomore|junior|senior|student|child|kid|teenager|budding)|I have always|I've always|I’ve always|(?:webster|the dictionary|merriam)|have you ever|if you (?:had )?(?:told|asked) me|what (?:is|does it mean)|in (?:today|this essay|my life)|there (?:are|have been) many|many people|one of the most|when I think (?:about|of)|reflecting on|upon reflecting|topic:)/i;

/** The first words of a sentence, quoted: enough to find it. */
const opening = (s: Sentence, words = 7) => {
  const w = s.text.replace(/\s+/g, ' ').trim().split(' ');
  return `"${w.slice(0, words).join(' ')}${w.length > words ? '…' : ''}"`;
};

/** A first-person opening this short is a line of voice, not a thesis. */
const SHORT_OPENING = 8;

/** The opening line, quoted: a card when it opens on a general claim, a strength when it opens in a moment. */
function openingCard(essay: ParsedEssay): { issue?: Issue; strength?: StrengthItem } {
  const first = essay.sentences.find((s) => s.wordCount > 0);
  if (!first || essay.wordCount < 150) return {};
  const t = first.text.trim();
  if (GENERIC_OPENING.test(t.replace(/^["“]/, '')))
    return {
      issue: {
        section: 'content',
        category: 'opening',
        severity: 'suggestion',
        priority: 'MEDIUM',
        start: first.start,
        end: first.end,
        issue: 'Opening line: a general statement',
        message: `The essay opens with ${quote(first)}: a sweeping claim readers have seen many times, before anything has happened.`,
        suggestion:
          'Open inside one moment of the story (a place, an action, a line someone said) and let the general point come later.',
        replacements: [],
        impact: 'Readers decide in the first lines whether an essay is one they will remember.',
        counts: false,
      },
    };
  // A moment (said, sensed, dated, someone acting) or a short first-person line that is no claim
  // ("I dreaded their arrival."); "I know that I had prepared well for this moment." is neither.
  const concrete =
    /^["“]/.test(t) ||
    momentWeight(essay, first) > 0 ||
    (first.wordCount <= SHORT_OPENING && /\b(?:I|my)\b/.test(t) && !generalStatement(essay, first));
  if (!concrete) return {};
  return {
    strength: {
      section: 'content',
      description: `The opening line puts the reader in a moment: ${quote(first, 120)}`,
      start: first.start,
      end: first.end,
      impact: 'A specific first line earns the reader’s attention for the rest.',
      evidence: [quote(first, 200)],
    },
  };
}

const lemmaSet = (essay: ParsedEssay, ss: Sentence[]) =>
  new Set(
    ss.flatMap((s) =>
      essay.tokens
        .slice(s.tokenStart, s.tokenEnd)
        .filter(
          (t) => t.isWord && (t.pos === 'NOUN' || t.pos === 'VERB' || t.pos === 'ADJ') && t.lemma.length > 2,
        )
        .map((t) => t.lemma.toLowerCase()),
    ),
  );

/** The ending: a card when it has no first-person insight (quoting it), or when it only restates the opening. */
function endingCards(essay: ParsedEssay): Issue[] {
  const ss = essay.sentences.filter((s) => s.wordCount > 0);
  if (essay.wordCount < 150 || ss.length < 6) return [];
  const last = ss[ss.length - 1]!;
  const { score } = endingInsight(essay);
  // Insight anywhere: an essay that reflects throughout needs no card for a narrative last line.
  const anywhere = ss.slice(0, -2).filter((s) => insightful(essay, s));
  const out: Issue[] = [];
  if (score === 0)
    out.push({
      section: 'content',
      category: 'reflection',
      severity: 'suggestion',
      // A phrase list finding nothing is no reason for HIGH: only an essay with no first-person
      // insight anywhere is.
      priority: anywhere.length >= 2 ? 'LOW' : 'MEDIUM',
      start: last.start,
      end: last.end,
      issue: 'Missing reflection: the ending tells what happened, not what it means to you',
      message: `The essay ends on ${quote(last)}, and its closing sentences say what happened but not what it means to you now.`,
      suggestion:
        'Close with two or three sentences in your own voice on what you understand, value or do differently because of this, in any tense.',
      replacements: [],
      impact: 'Admissions readers look for how you think, more than for the story itself.',
      counts: false,
    });
  const opening = lemmaSet(essay, ss.slice(0, 2));
  const ending = lemmaSet(essay, ss.slice(-2));
  let shared = 0;
  for (const w of ending) if (opening.has(w)) shared++;
  if (ending.size >= 4 && shared / ending.size >= 0.5 && score < 1)
    out.push({
      section: 'content',
      category: 'ending',
      severity: 'suggestion',
      priority: 'LOW',
      start: ss[ss.length - 2]!.start,
      end: last.end,
      issue: 'Ending restates the opening',
      message: `The last lines, ${quote(last)}, repeat the opening's words without adding what changed.`,
      suggestion:
        'Echo the opening if you like, but add the step forward: what you know or do now that you did not then.',
      replacements: [],
      impact: 'An ending that only restates leaves the reader where they started.',
      counts: false,
    });
  return out;
}

/** One developed scene (three moment sentences in a row, scene.ts) or a card saying the essay only summarises. */
function sceneCard(essay: ParsedEssay): { issue?: Issue; strength?: StrengthItem } {
  const ss = essay.sentences.filter((s) => s.wordCount > 0);
  if (essay.wordCount < 250) return {};
  const scene = developedScene(essay, ss);
  if (scene) {
    const start = scene[0]!;
    // Quoted at its first marked moment (said, sensed, dated): the line a reader pictures.
    const marked = scene.find((s) => momentWeight(essay, s) === 2) ?? start;
    return {
      strength: {
        section: 'content',
        description: `A developed scene the reader can picture, around ${quote(marked, 100)}`,
        start: start.start,
        end: scene[scene.length - 1]!.end,
        impact: 'One scene told closely does more than many summarised.',
        evidence: scene.slice(0, 3).map((s) => quote(s, 120)),
      },
    };
  }
  // Where to start: a line already marked as a moment (said, sensed, dated), else someone acting.
  const moment = ss.find((s) => momentWeight(essay, s) === 2) ?? ss.find((s) => momentWeight(essay, s) === 1);
  return {
    issue: {
      section: 'content',
      category: 'scene',
      severity: 'suggestion',
      priority: 'MEDIUM',
      start: moment?.start ?? -1,
      end: moment?.end ?? -1,
      issue: 'Summary, no developed scene',
      message: `The essay tells what happened in summary: no moment is told over more than a sentence or two, with what was seen, heard or said around it.${moment ? ` ${quote(moment)} is a moment you could build out.` : ''}`,
      suggestion: `Pick the one moment that matters most${moment ? ` (perhaps ${opening(moment)})` : ''} and tell it closely over four or five sentences: where you were, what was said, what you did.`,
      replacements: [],
      impact: 'A scene is what a reader remembers after thirty essays.',
      counts: false,
    },
  };
}

const FIRST_PERSON = /\b(?:I|I['’](?:m|ve|ll|d)|me|my|myself|mine)\b/;
const INSTITUTION =
  /\b(?:university|college|campus|school['’]s|program(?:me)?s?|professors?|faculty|courses?|curriculum|department|offers?|your)\b/i;

/** "Why us" drifting into a brochure: many sentences about the school with no "I" in them. */
function applicantCard(essay: ParsedEssay): Issue | undefined {
  const ss = essay.sentences.filter((s) => s.wordCount > 3);
  if (essay.wordCount < 150 || ss.length < 6) return undefined;
  const brochure = ss.filter((s) => !FIRST_PERSON.test(s.text) && INSTITUTION.test(s.text));
  if (brochure.length < 3 || brochure.length / ss.length < 0.3) return undefined;
  return {
    section: 'content',
    category: 'about_applicant',
    severity: 'suggestion',
    priority: 'MEDIUM',
    start: brochure[0]!.start,
    end: brochure[0]!.end,
    issue: 'The essay drifts from you to the school',
    message: `${brochure.length} of ${ss.length} sentences describe the school without you in them, e.g. ${quote(brochure[0]!)}.`,
    suggestion:
      'For each thing you praise about the school, say what you would do with it, and why that matters to you.',
    evidence: brochure.slice(0, 3).map((s) => quote(s)),
    replacements: [],
    impact: 'The school knows what it offers; the essay is the one place it learns about you.',
    counts: false,
  };
}

/** A list read as prose: a sentence of four or more comma-separated items, or a run of "I did X." sentences. */
function listCard(essay: ParsedEssay): Issue | undefined {
  const ss = essay.sentences.filter((s) => s.wordCount > 0);
  if (essay.wordCount < 150) return undefined;
  for (let i = 0; i + 3 < ss.length; i++) {
    const run = ss.slice(i, i + 4);
    if (
      run.every(
        (s) => /^I (?!think|feel|know|believe|realized|learned)\w+/.test(s.text.trim()) && s.wordCount <= 16,
      )
    )
      return {
        section: 'content',
        category: 'list',
        severity: 'suggestion',
        priority: 'LOW',
        start: run[0]!.start,
        end: run[3]!.end,
        issue: 'A passage that reads like a résumé list',
        message: `Four sentences in a row open with "I" and a deed, starting ${quote(run[0]!)}: the activities list already says this.`,
        suggestion: 'Keep the one item that matters most and tell what happened in it; cut the rest.',
        evidence: run.map((s) => quote(s, 80)),
        replacements: [],
        impact: 'Lists tell a reader what you did; a told moment shows who you are.',
        counts: false,
      };
  }
  return undefined;
}

export function coachCards(essay: ParsedEssay): { issues: Issue[]; strengths: StrengthItem[] } {
  const opening = openingCard(essay);
  const scene = sceneCard(essay);
  const issues = [
    opening.issue,
    ...endingCards(essay),
    scene.issue,
    applicantCard(essay),
    listCard(essay),
  ].filter((x): x is Issue => Boolean(x));
  const strengths = [opening.strength, scene.strength].filter((x): x is StrengthItem => Boolean(x));
  return { issues, strengths };
}
