import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';

// The expandable evidence list of improvement and strength cards (spec section 4).

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
  },
  // [hidden] alone loses to the display rule above.
  closed: { display: 'none' },
});

export function EvidencePanel({ evidence }: { evidence: string[] | null | undefined }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const items = (evidence ?? []).filter((e) => typeof e === 'string' && e.trim());
  if (!items.length) return null;
  return (
    <div>
      <Button
        appearance="transparent"
        size="small"
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide evidence' : `Show evidence (${items.length})`}
      </Button>
      <ul id={listId} className={mergeClasses(styles.list, !open && styles.closed)} hidden={!open}>
        {items.map((item, i) => (
          <li key={i}>
            <Text>{item}</Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
