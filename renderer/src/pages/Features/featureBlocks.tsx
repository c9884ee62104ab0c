import {
  ArrowDownloadRegular,
  DataPieRegular,
  FlashRegular,
  PersonVoiceRegular,
  SearchSparkleRegular,
  TextGrammarWandRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';

export interface FeatureBlock {
  id: string;
  icon: ReactNode;
  title: string;
  summary: string;
  points: string[];
}

// The six capabilities of spec section 2, in the order a student meets them.
export const FEATURE_BLOCKS: FeatureBlock[] = [
  {
    id: 'grammar-style',
    icon: <TextGrammarWandRegular />,
    title: 'Grammar and style',
    summary:
      'A careful line edit of your draft: the mistakes a tired reader would notice, and the habits that make good writing feel heavy.',
    points: [
      'Spelling, grammar and punctuation, each shown in context with its fix',
      'Wordiness, filler words and passive voice flagged sentence by sentence',
      'Sentence variety and readability, so your rhythm keeps the reader moving',
    ],
  },
  {
    id: 'authenticity',
    icon: <PersonVoiceRegular />,
    title: 'Authenticity scoring',
    summary:
      'Admissions readers want to hear you. The authenticity score measures voice and tone and shows where your essay starts to sound generic.',
    points: [
      'Voice and tone analysis with concrete examples from your text',
      'An AI-detection panel that says what its risk level means and which passages read machine-like',
      'Suggestions that add your own detail rather than rewriting you',
    ],
  },
  {
    id: 'deep-analysis',
    icon: <SearchSparkleRegular />,
    title: 'Deep analysis',
    summary:
      'Premium Feedback goes beyond rules: it reads your essay against its prompt and word limit and gives personalised, in-depth advice in about a minute.',
    points: [
      'Section scores for opening, body and conclusion with the reasons behind them',
      'Score guidance: where you are now, the next tier and the steps to get there',
      'Strengths explained, so you know what to keep while you revise',
    ],
  },
  {
    id: 'quick-wins',
    icon: <FlashRegular />,
    title: 'Quick wins',
    summary:
      'Not every change is worth the same. Quick wins are the small edits with the biggest effect, listed first so a short revision session still counts.',
    points: [
      'Each quick win points to the exact line it applies to',
      'Improvements ranked high, medium or low priority',
      'Examples and alternatives for every suggestion',
    ],
  },
  {
    id: 'pdf-export',
    icon: <ArrowDownloadRegular />,
    title: 'PDF export',
    summary:
      'Take your feedback to a counselor, teacher or parent. Download a clean report of any review and share it however you like.',
    points: [
      'PDF reports ready to print or attach to an e-mail',
      'HTML, Markdown and JSON downloads for your own notes and tools',
      'File names include the date, so versions never get mixed up',
    ],
  },
  {
    id: 'usage-dashboard',
    icon: <DataPieRegular />,
    title: 'Usage dashboard',
    summary:
      'One place for your progress: this month’s reviews, every past analysis and your account, so you can see each draft improve.',
    points: [
      'Monthly Basic and Premium usage at a glance, with the reset date',
      'A history of past essays with their scores; open any of them again',
      'Free credit top-ups when you run out before the month ends',
    ],
  },
];
