import { makeStyles } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    borderTopWidth: '0',
    borderRightWidth: '0',
    borderBottomWidth: '0',
    borderLeftWidth: '0',
  },
});

/** Text for screen readers only (e.g. a stage's state next to its icon). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  const styles = useStyles();
  return <span {...props} className={styles.root} />;
}
