import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  quote: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderLeftWidth: '3px',
    borderLeftStyle: 'solid',
    borderLeftColor: tokens.colorNeutralStroke1,
    color: tokens.colorNeutralForeground2,
    fontStyle: 'italic',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/** Words quoted from the essay (always as text, never as markup). */
export function Snippet({ text }: { text: string | null | undefined }) {
  const styles = useStyles();
  if (!text?.trim()) return null;
  return <blockquote className={styles.quote}>{text}</blockquote>;
}
