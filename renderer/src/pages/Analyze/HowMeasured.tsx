import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactNode } from 'react';
import { ResultSection } from '../../components/analysis/ResultSection';

// The score's workings (how it is calculated, section by section) matter less than what to fix, so they
// wait behind one button at the end of the results.

const useStyles = makeStyles({
  body: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalL },
  // [hidden] alone loses to the display rule above.
  closed: { display: 'none' },
  toggle: { justifySelf: 'start' },
});

export function HowMeasured({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <ResultSection
      title="How this was measured"
      description="How each part of your essay was scored, and what the score is made of."
    >
      <Button
        className={styles.toggle}
        appearance="secondary"
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide the details' : 'Show the details'}
      </Button>
      <div id={bodyId} className={mergeClasses(styles.body, !open && styles.closed)} hidden={!open}>
        {children}
      </div>
    </ResultSection>
  );
}
