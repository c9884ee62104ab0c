import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { EssaysResponse } from '../../shared/schemas/drafts';
import { EssayDrafts } from '../../renderer/src/pages/Dashboard/EssayDrafts';
import { callsTo, json, mockServer, renderSignedIn } from './dashboardSupport';

// The dashboard's drafts card (issue 35): each essay with its drafts and scores; a review on its own
// can be made a new draft of another essay, and two drafts or more can be compared.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const draft = (id: string, score: number, source: 'first' | 'title' = 'first') => ({
  id,
  created_at: '2030-01-02T10:00:00.000Z',
  overall_score: score,
  is_premium: false,
  draft_source: source,
});
const BEFORE: EssaysResponse = {
  essays: [
    { essay_id: 'r1', title: 'The Radio', drafts: [draft('r1', 61), draft('r2', 70, 'title')] },
    { essay_id: 'x1', title: 'Radio essay, new opening', drafts: [draft('x1', 66)] },
  ],
};
const AFTER: EssaysResponse = {
  essays: [
    {
      essay_id: 'r1',
      title: 'The Radio',
      drafts: [draft('r1', 61), draft('r2', 70, 'title'), draft('x1', 66)],
    },
  ],
};

it('shows each essay with its drafts and makes a review a new draft of another essay', async () => {
  mockServer({
    '/api/analyses/essays': () => json(BEFORE),
    '/api/analyses/x1/draft-of': () => json(AFTER),
  });
  const user = renderSignedIn(<EssayDrafts />);
  const radio = await screen.findByRole('list', { name: 'Drafts of The Radio' });
  expect(
    within(radio)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringMatching(/^Draft 1, .*:61$/),
    expect.stringMatching(/^Draft 2, .*:70Move to its own essay$/),
  ]);
  expect(screen.getByRole('button', { name: 'Compare drafts 1 and 2' })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'This review is a new draft of' }), 'r1');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Compare drafts 2 and 3' })).toBeInTheDocument(),
  );
  const put = callsTo('/api/analyses/x1/draft-of')[0]!;
  expect(put.init.method).toBe('PUT');
  expect(JSON.parse(String(put.init.body))).toEqual({ draft_of: 'r1' });
});

it('moves a draft grouped by its title out to its own essay, with a button that says so', async () => {
  const SPLIT: EssaysResponse = {
    essays: [
      { essay_id: 'r1', title: 'The Radio', drafts: [draft('r1', 61)] },
      { essay_id: 'r2', title: 'The Radio', drafts: [draft('r2', 70)] },
      { essay_id: 'x1', title: 'Radio essay, new opening', drafts: [draft('x1', 66)] },
    ],
  };
  mockServer({
    '/api/analyses/essays': () => json(BEFORE),
    '/api/analyses/r2/draft-of': () => json(SPLIT),
  });
  const user = renderSignedIn(<EssayDrafts />);
  await user.click(await screen.findByRole('button', { name: 'Move draft 2 to its own essay' }));
  await waitFor(() => expect(screen.getAllByRole('list', { name: 'Drafts of The Radio' })).toHaveLength(2));
  const put = callsTo('/api/analyses/r2/draft-of')[0]!;
  expect(JSON.parse(String(put.init.body))).toEqual({ draft_of: null });
});
