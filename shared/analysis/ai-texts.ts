// What the AI-detection panel and the exports say about the passage map and about what the level
// counts, in one place, so the review screen, the dashboard viewer and the HTML/PDF/Markdown
// exports say the same thing. The advice points at generic passages and what would make them
// personal; it never names correct spelling, uncommon words or polish as a reason for risk.

/** "2 of 6 passages read machine-like" / "No passage reads machine-like (6 checked)". */
export function passageMapHeadline(marked: number, total: number): string {
  return marked
    ? `${marked} of ${total} passages read machine-like`
    : `No passage reads machine-like (${total} checked)`;
}

// Figures from bench:quality (both splits of the dev halves: real college essays with two
// GPT-written passages pasted in, and the same essays as written).
export const PASSAGE_MAP_HOW =
  "Each passage (about 120 words) is compared with generic, templated writing and with the rest of your essay: how many names, places and quoted words it has, how much of your own voice, and whether its wording shifts away from yours. In tests, about 2 in 3 generated paragraphs pasted into a student's essay were marked, and about 1 in 30 of students' own passages, so a mark is a reason to reread a passage, not proof.";

export const PASSAGE_MAP_ADVICE =
  'Make the marked passages yours: replace a general statement with a scene you were in, a name, a place or a detail only you would know.';

/** Said with a medium or high level, beside the alert the product spec words. */
export const AI_RISK_WHAT_COUNTS =
  'What raises this level is generic, templated writing. Correct spelling, precise or uncommon words and careful proofreading never do, so keep them; make the passages that read generic personal instead, with a scene, a name or a detail only you would know.';
