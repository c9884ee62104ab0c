import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, FlashRegular } from '@fluentui/react-icons';
import { ResultSection } from '../../components/analysis/ResultSection';
import type { LinkedQuickWin } from './places';

// Small fixes with a big pay-off. Each says where it is (paragraph and quote); one tied to highlighted
// words can be shown in the essay and, when it is a plain change, applied from here.

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  item: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  body: { display: 'grid', rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  icon: { color: tokens.colorPaletteMarigoldForeground1, flexShrink: 0, marginTop: '2px' },
  done: { color: tokens.colorStatusSuccessForeground1, flexShrink: 0, marginTop: '2px' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface QuickWinsProps {
  wins: LinkedQuickWin[];
  /** Whether the win's words are still in the essay unchanged (false once fixed). */
  isOpen: (annotationId: number) => boolean;
  onShow: (annotationId: number) => void;
  onApply: (annotationId: number, replacement: string) => void;
}

export function QuickWins({ wins, isOpen, onShow, onApply }: QuickWinsProps) {
  const styles = useStyles();
  if (!wins.length) return null;
  return (
    <ResultSection title="Quick wins" description="Small changes that lift the score fastest.">
      <ul className={styles.list} data-testid="quick-wins">
        {wins.map((win, i) => {
          const id = win.annotationId;
          const fixed = id !== null && !isOpen(id);
          return (
            <li key={i} className={styles.item}>
              {fixed ? (
                <CheckmarkCircleFilled className={styles.done} aria-hidden />
              ) : (
                <FlashRegular className={styles.icon} aria-hidden />
              )}
              <div className={styles.body}>
                <Text>
                  {win.place && <Text weight="semibold">{win.place}: </Text>}
                  {win.text}
                  {fixed && <Text className={styles.muted}> (done)</Text>}
                </Text>
                {id !== null && !fixed && (
                  <div className={styles.actions}>
                    {win.replacement !== null && (
                      <Button size="small" appearance="primary" onClick={() => onApply(id, win.replacement!)}>
                        {win.replacement === '' ? 'Remove it' : `Change to “${win.replacement}”`}
                      </Button>
                    )}
                    <Button size="small" appearance="secondary" onClick={() => onShow(id)}>
                      Show in essay
                    </Button>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}
