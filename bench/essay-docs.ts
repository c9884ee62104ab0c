// The essay sets of the quality bench and the weight fitting: human essays with scores (ASAP
// sets 1, 2, 7, 8; ELLIPSE), paired student/AI essays (herbold, ibrahim) and AI-only sets
// (argugpt, bevilacqua). Every document carries its split (fit / heldout) so weights are fitted
// on one part of the dev halves and reported on the other. Scored essays carry the prompt they
// answered, as a student would paste it (ASAP: the set's prompt; ELLIPSE: its topic line), so the
// benches score prompt fit as the product does.
import { readJsonl, sample, splitOf } from './corpus';

export interface Doc {
  id: string;
  group: string;
  human: boolean;
  text: string;
  score?: number;
  traits?: Record<string, number>;
  /** The essay's prompt (scored sets only). */
  prompt?: string;
  /** GPTZero's recorded score, 0–1, higher = AI (Liang et al. only). */
  gptzero?: number;
}

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

/** n documents per group (ELLIPSE 2n, herbold 3n: its three sources), from one split, deterministic. */
export function collectDocs(split: 'fit' | 'heldout', n: number): Doc[] {
  const docs: Doc[] = [];
  const pick = <T extends { id: string }>(rows: T[] | null, k: number) =>
    sample(
      (rows ?? []).filter((r) => splitOf(r.id) === split),
      k,
      (r) => r.id,
    );
  const asap = readJsonl<{ id: string; text: string; essay_set: number; score: number }>(
    'asap_aes/asap_essays_sets1_2_7_8.jsonl',
  );
  const prompts = new Map(
    (readJsonl<{ essay_set: number; prompt: string }>('asap_aes/asap_prompts.jsonl') ?? []).map((r) => [
      r.essay_set,
      r.prompt,
    ]),
  );
  for (const set of [1, 2, 7, 8])
    docs.push(
      ...pick(asap?.filter((r) => r.essay_set === set) ?? null, n).map((r) => ({
        id: r.id,
        group: `asap${set}`,
        human: true,
        text: r.text,
        score: r.score,
        prompt: prompts.get(set),
      })),
    );
  const ell = readJsonl<{
    id: string;
    text: string;
    score: number;
    prompt?: string;
    analytic_scores: Record<string, number>;
  }>('ellipse/ellipse_test.jsonl');
  docs.push(
    ...pick(ell, n * 2).map((r) => ({
      id: r.id,
      group: 'ellipse',
      human: true,
      text: r.text,
      score: r.score,
      traits: r.analytic_scores,
      prompt: r.prompt,
    })),
  );
  const herb = readJsonl<{ id: string; text: string; label: string }>(
    'herbold2023_student_vs_chatgpt_essays/herbold_essays.jsonl',
  );
  docs.push(
    ...pick(herb, n * 3).map((r) => ({
      id: r.id,
      group: 'herbold',
      human: r.label === 'human',
      text: r.text,
    })),
  );
  const ib = readJsonl<{ id: string; text: string; label: string }>(
    'ibrahim2023_student_vs_chatgpt/student_vs_chatgpt.jsonl',
  )?.filter((r) => words(r.text) >= 150);
  docs.push(
    ...pick(ib ?? null, n).map((r) => ({
      id: r.id,
      group: 'ibrahim',
      human: r.label === 'human',
      text: r.text,
    })),
  );
  const arg = readJsonl<{ id: string; text: string }>('argugpt_machine/argugpt_machine_essays.jsonl');
  docs.push(...pick(arg, n).map((r) => ({ id: r.id, group: 'argugpt', human: false, text: r.text })));
  const bev = readJsonl<{ id: string; text: string }>(
    'bevilacqua2023_gpt_on_asap_prompts/gpt_essays_on_asap_prompts.jsonl',
  );
  docs.push(...pick(bev, n).map((r) => ({ id: r.id, group: 'bevilacqua', human: false, text: r.text })));
  return docs;
}

/**
 * Liang et al. 2023 ("GPT detectors are biased against non-native English writers"): TOEFL essays by
 * non-native writers that commercial detectors flagged, US 8th-grade (Hewlett) and college admission
 * essays (human), GPT-3 college essays (AI, plain and prompted to evade detectors), and human essays
 * rewritten by GPT ('polished': TOEFL enhanced by GPT-4, Hewlett simplified). Split by id like the
 * other sets (bench/corpus.ts splitOf): the AI-risk model and its levels are fitted on the fit split;
 * the CS224N abstracts are not essays and are left out.
 */
export function collectDetectorBiasDocs(): Doc[] {
  const rows = readJsonl<{
    id: string;
    subset: string;
    label: string;
    text: string;
    detector_scores?: Record<string, number>;
  }>('liang2023_detector_bias/detector_bias_texts.jsonl');
  const GROUPS: Record<string, string> = {
    TOEFL_real_91: 'liang_toefl',
    HewlettStudentEssay_real_88: 'liang_hewlett',
    CollegeEssay_real_70: 'liang_college',
    CollegeEssay_gpt3_31: 'liang_college_gpt',
    CollegeEssay_gpt3PromptEng_31: 'liang_college_gpt_evasive',
    TOEFL_gpt4polished_91: 'liang_toefl_polished',
    HewlettStudentEssay_GPTsimplify_88: 'liang_hewlett_simplified',
  };
  return (rows ?? [])
    .filter((r) => GROUPS[r.subset])
    .map((r) => ({
      id: r.id,
      group: GROUPS[r.subset]!,
      human: r.label === 'human',
      text: r.text,
      gptzero: r.detector_scores?.GPTZero,
    }));
}
