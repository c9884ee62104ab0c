import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { AuthUser } from '../../shared/schemas/auth';
import type { AnalysisRecord, HistoryPage, UsageStats } from '../../shared/schemas/usage';
import { AuthProvider } from '../../renderer/src/auth/AuthContext';

// Fixtures and a fake server for the dashboard's component tests.

export type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const USER: AuthUser = {
  id: 'u1',
  email: 'maya.lin@example.com',
  username: 'maya',
  full_name: null,
  plan_type: 'free',
};

export function stats(overrides: Partial<UsageStats> = {}): UsageStats {
  return {
    plan_type: 'free',
    basic_used: 1,
    basic_remaining: 4,
    basic_monthly_limit: 5,
    premium_used: 0,
    premium_remaining: 2,
    premium_monthly_limit: 2,
    can_use_basic: true,
    can_use_premium: true,
    reset_date: '2030-06-01T00:00:00.000Z',
    credit_request_count: 0,
    last_credit_request_at: null,
    ...overrides,
  };
}

export function record(i: number, overrides: Partial<AnalysisRecord> = {}): AnalysisRecord {
  return {
    id: `r${i}`,
    essay_title: `Essay number ${i}`,
    created_at: new Date(Date.UTC(2030, 4, 1 + i)).toISOString(),
    is_premium: false,
    overall_score: 55 + i,
    export_count: 0,
    analysis_data: {
      overall_score: 55 + i,
      summary: `Summary of essay ${i}`,
      score_explanation: {
        explanation: 'Solid structure',
        factors: { clarity: 7 },
        rationale: ['Clear thesis'],
      },
      section_scores: { grammar: { score: 80, summary: 'Few grammar issues' } },
      quick_wins: [{ description: 'Cut the first sentence', location: { line_start: 1, line_end: 1 } }],
      strengths: [{ section: 'content', description: 'Vivid details' }],
      improvements: [
        { priority: 'HIGH', section: 'style', issue: 'Passive voice', suggestion: 'Use active verbs' },
      ],
    },
    ...overrides,
  };
}

export function historyPage(records: AnalysisRecord[], total = records.length, hasMore = false): HistoryPage {
  return { records, total, page_size: 10, has_more: hasMore };
}

export const calls: Array<{ path: string; url: URL; init: RequestInit }> = [];

export function mockServer(handlers: Record<string, Handler>) {
  calls.length = 0;
  const all: Record<string, Handler> = {
    '/api/auth/me': () => json(USER),
    '/api/usage/trend': () => json({ points: [] }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ path: url.pathname, url, init });
      const handler = all[url.pathname];
      if (!handler) return json({ detail: 'Not found' }, 404);
      return handler(init, url);
    }),
  );
}

export const callsTo = (path: string) => calls.filter((c) => c.path === path);

export function renderSignedIn(ui: ReactNode, options: { advanceTimers?: (ms: number) => unknown } = {}) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthProvider>{ui}</AuthProvider>
      </MemoryRouter>
    </FluentProvider>,
  );
  return user;
}
