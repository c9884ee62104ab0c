import { makeStyles, tokens } from '@fluentui/react-components';
import { up } from '../../theme';

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Upload or paste your essay',
    text: 'Paste your draft or upload a .txt, .doc, .docx or .pdf file. Add the prompt and the word limit so the review matches the assignment.',
  },
  {
    title: 'Get instant feedback',
    text: 'Basic Feedback arrives in seconds. Premium Feedback takes about a minute and adds a personalised, in-depth read.',
  },
  {
    title: 'Review the suggestions',
    text: 'Start with the quick wins, then work through prioritised improvements. Each one shows where it applies and why it matters.',
  },
  {
    title: 'Improve and iterate',
    text: 'Revise in your own words and review again. Your dashboard keeps a history of your reviews so you can watch the score climb.',
  },
];

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    counterReset: 'step',
    [up.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [up.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

/** The four steps from draft to a stronger essay. */
export function HowItWorks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const styles = useStyles();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.list}>
      {HOW_IT_WORKS_STEPS.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
