import { makeStyles, tokens } from '@fluentui/react-components';
import { TextLink } from '../../components/layout/TextLink';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { CONTACT } from '../../components/marketing/contact';
import { PageHeader } from '../../components/marketing/PageHeader';
import { Prose } from '../../components/marketing/Prose';
import { HelpQuota } from './HelpQuota';
import { HelpTroubleshooting } from './HelpTroubleshooting';

const SECTIONS = [
  { id: 'quick-start', title: 'Quick start' },
  { id: 'basic-vs-premium', title: 'Basic vs Premium feedback' },
  { id: 'what-is-reviewed', title: 'What is reviewed' },
  { id: 'output-formats', title: 'Output formats' },
  { id: 'tips', title: 'Tips for better results' },
  { id: 'troubleshooting', title: 'Troubleshooting' },
];

const useStyles = makeStyles({
  toc: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    marginBottom: tokens.spacingVerticalXL,
  },
  tocTitle: { margin: `0 0 ${tokens.spacingVerticalS}`, fontWeight: tokens.fontWeightSemibold },
});

export function HelpPage() {
  const styles = useStyles();
  usePageTitle('Help');
  return (
    <>
      <PageHeader
        eyebrow="Help center"
        title="How Essay Coach works"
        lead="Everything you need to go from a first draft to a polished essay, and what to do when something does not go as planned."
      />
      <Prose>
        <nav aria-label="On this page" className={styles.toc}>
          <p className={styles.tocTitle}>On this page</p>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>

        <h2 id="quick-start">Quick start</h2>
        <ol>
          <li>
            <TextLink to="/signup">Create a free account</TextLink> and confirm your e-mail address.
          </li>
          <li>
            Open <strong>Review Essay</strong>. Enter the prompt your essay answers and its word limit (1 to
            5000 words or characters).
          </li>
          <li>Paste your essay, or upload a .txt, .doc, .docx or .pdf file under 10 MB.</li>
          <li>
            Choose Basic or Premium Feedback and select <strong>Review My Essay</strong>. Results appear as
            soon as the review finishes.
          </li>
          <li>Work through the quick wins first, then the prioritised improvements, and review again.</li>
        </ol>
        <HelpQuota />

        <h2 id="basic-vs-premium">Basic vs Premium feedback</h2>
        <p>
          <strong>Basic Feedback</strong> is fast and automated. In a few seconds it checks grammar, spelling,
          style and structure, scores your essay out of 100 and lists quick wins and improvements.
        </p>
        <p>
          <strong>Premium Feedback</strong> is in-depth and personalised. It adds a close reading of your
          essay against its prompt, sharper suggestions with examples and an AI-detection risk panel. It takes
          about a minute, and a progress panel shows each stage while you wait.
        </p>

        <h2 id="what-is-reviewed">What is reviewed</h2>
        <ul>
          <li>
            <strong>Grammar and mechanics:</strong> spelling, grammar, punctuation and word choice.
          </li>
          <li>
            <strong>Style and clarity:</strong> sentence variety, readability, wordiness, filler words and
            passive voice.
          </li>
          <li>
            <strong>Content and flow:</strong> your opening, body and conclusion, transitions and how well you
            answer the prompt.
          </li>
          <li>
            <strong>Authenticity:</strong> voice and tone, specific detail, and patterns that AI-detection
            tools may flag.
          </li>
          <li>
            <strong>Length:</strong> how your essay compares with the word or character limit you entered.
          </li>
        </ul>
        <p>
          Every review ends with an overall score, section scores, strengths, prioritised improvements, a
          summary and score guidance that tells you what the next level looks like.
        </p>

        <h2 id="output-formats">Output formats</h2>
        <p>You can view and download every result in four formats; file names include the date.</p>
        <ul>
          <li>
            <strong>JSON</strong> (<code>.json</code>): the complete structured result, for your own tools.
          </li>
          <li>
            <strong>HTML</strong> (<code>.html</code>): a formatted report that opens in any browser.
          </li>
          <li>
            <strong>Markdown</strong> (<code>.md</code>): plain text with headings, easy to paste into notes
            or docs.
          </li>
          <li>
            <strong>PDF</strong> (<code>.pdf</code>): a print-ready report to share with a counselor or
            teacher.
          </li>
        </ul>

        <h2 id="tips">Tips for better results</h2>
        <ul>
          <li>Always paste the exact prompt: content feedback is judged against it.</li>
          <li>Set the real word limit so the length guidance matches your application.</li>
          <li>Review a complete draft. Fragments get less useful structure feedback.</li>
          <li>
            Fix the quick wins first, then re-run the review to see their effect before bigger rewrites.
          </li>
          <li>
            Keep suggestions in your own words. Specific memories and details beat polished generalities.
          </li>
        </ul>

        <h2 id="troubleshooting">Troubleshooting</h2>
        <HelpTroubleshooting />
        <p>
          Still stuck? Write to <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a> and include what
          you were doing and any message you saw. Please do not send your essay unless we ask for it.
        </p>
      </Prose>
    </>
  );
}
