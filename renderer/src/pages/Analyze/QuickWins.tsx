import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { FlashRegular } from '@fluentui/react-icons';
import type { QuickWin } from '../../../../shared/analysis/feedback';
import { locationLabel } from '../../components/analysis/displayRules';
import { ResultSection } from '../../components/analysis/ResultSection';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  item: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: { color: tokens.colorPaletteMarigoldForeground1, flexShrink: 0, marginTop: '2px' },
  location: { color: tokens.colorNeutralForeground2 },
});

/** Small fixes with a big pay-off, each with where to find it. */
export function QuickWins({ wins }: { wins: QuickWin[] | null | undefined }) {
  const styles = useStyles();
  if (!wins?.length) return null;
  return (
    <ResultSection title="Quick wins" description="Small changes that lift the score fastest.">
      <ul className={styles.list}>
        {wins.map((win, i) => {
          const where = locationLabel(win.location);
          return (
            <li key={i} className={styles.item}>
              <FlashRegular className={styles.icon} aria-hidden />
              <div>
                <Text>{win.description}</Text>
                {where && (
                  <Text size={200} block className={styles.location}>
                    {where}
                  </Text>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}
