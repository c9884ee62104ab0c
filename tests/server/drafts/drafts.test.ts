// Drafts of one essay through the API (issue 35): reviews grouped by title or similar text, the
// student's correction, and two real engine reviews compared (findings matched by their words).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { pdfText, testPdfService } from '../../helpers/pdfService';
import { analyzeEssay } from '../../../server/analysis/index';
import { storeAnalysisResult } from '../../../server/services/analyses';
import { EssaysResponseSchema } from '../../../shared/schemas/drafts';
import type { DraftComparison } from '../../../shared/drafts/compare';
import { authHeaders, createUserAndLogin, type SignedInUser } from '../../helpers/auth';
import { startTestApp, type TestApp } from '../../helpers/testApp';

const DRAFT_1 = `The Radio

My grandfather and me fixed radios in his garage every Sunday. He teached me to listen for the hum before the static. I recieve my first soldering iron when I was twelve.

Now I build circuits at school and I teach younger students to listen for the hum too.`;
const DRAFT_2 = `The Radio

My grandfather and I fixed radios in his garage every Sunday. He taught me to listen for the hum before the static. I received my first soldering iron when I was twelve.

Now I build circuits at school and I teach younger students to listen for the hum too.`;
const OTHER = `Why I Run

Running at dawn taught me patience. Each mile on the river path gave me time to think about my family and the choices ahead.`;
const REWORDED = `My grandfather and I fixed radios in his garage every Sunday, and he taught me to listen for the hum before the static.

Now I build circuits at school and I teach younger students to listen for the hum too.`;

describe('drafts API', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const ids: Record<string, string> = {};

  async function review(user: SignedInUser, text: string, at: string) {
    const result = await analyzeEssay({ text, word_limit: 40 });
    const record = {
      userId: user.user.id,
      input: { text, word_limit: 40, limit_type: 'words' as const },
      isPremium: false,
      overallScore: result.feedback.overall_score,
      data: { feedback: result.feedback },
      createdAt: new Date(at),
    };
    return (await storeAnalysisResult(t.db.pool, record, null, 'free', false)).id;
  }

  const pdf = testPdfService();

  beforeAll(async () => {
    t = await startTestApp({ deps: { pdf } });
    alice = await createUserAndLogin(t);
    bob = await createUserAndLogin(t);
    ids.first = await review(alice, DRAFT_1, '2030-01-01T10:00:00Z');
    ids.other = await review(alice, OTHER, '2030-01-02T10:00:00Z');
    ids.second = await review(alice, DRAFT_2, '2030-01-03T10:00:00Z');
    ids.reworded = await review(alice, REWORDED, '2030-01-04T10:00:00Z');
  }, 120_000);
  afterAll(async () => {
    await pdf.close();
    await t.close();
  });

  const get = (path: string, who = alice) => fetch(`${t.api}${path}`, { headers: { cookie: who.cookie } });
  const essays = async () => EssaysResponseSchema.parse(await (await get('/analyses/essays')).json()).essays;

  it('groups reviews of one essay by title, or else by similar text', async () => {
    const list = await essays();
    expect(list.map((e) => e.drafts.map((d) => d.id))).toEqual([
      [ids.first, ids.second, ids.reworded],
      [ids.other],
    ]);
    expect(list[0]!.drafts.map((d) => d.draft_source)).toEqual(['first', 'title', 'similarity']);
  });

  it('lets the student correct the grouping, only with their own reviews', async () => {
    const put = (id: string, draftOf: string | null, who = alice) =>
      fetch(`${t.api}/analyses/${id}/draft-of`, {
        method: 'PUT',
        headers: authHeaders(who.cookie, t),
        body: JSON.stringify({ draft_of: draftOf }),
      });
    expect((await put(ids.reworded!, null)).status).toBe(200);
    expect((await essays()).map((e) => e.drafts.length)).toEqual([1, 2, 1]);
    expect((await put(ids.reworded!, ids.first!)).status).toBe(200);
    expect((await essays())[0]!.drafts.map((d) => d.draft_source)).toEqual(['first', 'title', 'student']);
    expect((await put(ids.reworded!, ids.first!, bob)).status).toBe(404);
    const bad = await put(ids.reworded!, 'not-an-id' as string);
    expect(bad.status).toBe(422);
  });

  it('compares two drafts: fixed findings by their words, section changes, and why the score moved', async () => {
    const res = await get(`/analyses/${ids.first}/compare/${ids.second}`);
    expect(res.status).toBe(200);
    const c = (await res.json()) as DraftComparison;
    const fixed = c.findings.fixed.map((f) => f.text);
    expect(fixed).toEqual(expect.arrayContaining(['recieve', 'teached']));
    expect(c.findings.new).toEqual([]);
    expect(c.score_delta).toBe(c.after.overall_score - c.before.overall_score);
    expect(c.sections.find((s) => s.section === 'spelling')!.delta).toBeGreaterThan(0);
    expect(c.explanation).toMatch(/^\+\d+: fixed .*“recieve”/);
    expect(c.diff!.paragraphs.filter((p) => p.kind === 'changed')).toHaveLength(1);
    expect(c.length).toMatchObject({ unit: 'words', limit: 40, delta: 0 });
  });

  it('exports the comparison as Markdown, and hides other users’ reviews', async () => {
    const md = await get(`/analyses/${ids.first}/compare/${ids.second}?format=markdown`);
    expect(md.headers.get('content-type')).toMatch(/text\/markdown/);
    const body = await md.text();
    expect(body).toContain('# The Radio: drafts compared');
    expect(body).toContain('~~recieve~~ **received**');
    expect((await get(`/analyses/${ids.first}/compare/${ids.second}`, bob)).status).toBe(404);
    const wrong = await get(`/analyses/${ids.first}/compare/${ids.second}?format=rtf`);
    expect(wrong.status).toBe(422);
  });

  it('exports the comparison as a PDF and a Word file that open and say what changed', async () => {
    const path = `/analyses/${ids.first}/compare/${ids.second}`;
    const docx = await get(`${path}?format=docx`);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-disposition')).toBe('attachment; filename="drafts-compared.docx"');
    const word = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
    expect(word.value).toContain('The Radio: drafts compared');
    expect(word.value).toMatch(/Fixed \(\d+\)/);
    expect(word.value).toContain('recieve');
    expect(word.value).toContain('received');

    const file = await get(`${path}?format=pdf`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(await file.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('The Radio: drafts compared');
    expect(text).toContain('Scores by section');
    expect(text).toMatch(/recieve received/);
  }, 60_000);
});
