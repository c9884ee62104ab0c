import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ResultSection } from '../../components/analysis/ResultSection';

// Shown while nothing has been reviewed yet.

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
  },
});

const STEPS = [
  'Paste the prompt your essay answers, so the review can check how directly you answer it.',
  'Set the word or character limit the application gives you.',
  'Paste your essay, or upload or drop a .txt, .doc, .docx or .pdf file.',
  'Turn on Premium Feedback for an in-depth, personalised review (about a minute), or keep Basic Feedback for results in seconds.',
  'Select Review My Essay, then work through the quick wins and the highlighted words.',
];

export function GettingStarted() {
  const styles = useStyles();
  return (
    <ResultSection title="Getting started">
      <ol className={styles.list}>
        {STEPS.map((step) => (
          <li key={step}>
            <Text>{step}</Text>
          </li>
        ))}
      </ol>
    </ResultSection>
  );
}
