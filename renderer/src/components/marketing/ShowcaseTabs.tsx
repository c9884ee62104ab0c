import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useRef, type KeyboardEvent } from 'react';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalXS },
  tab: {
    position: 'relative',
    ...shorthands.padding(tokens.spacingVerticalS, tokens.spacingHorizontalM),
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      bottom: 0,
      height: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: 'transparent',
    },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
  },
});

export interface ShowcaseTabsProps {
  items: { id: string; title: string }[];
  selected: number;
  onSelect: (index: number) => void;
  tabId: (id: string) => string;
  panelId: string;
}

/**
 * An ARIA tablist with roving focus: Tab enters at the selected tab, arrows/Home/End move and select.
 * (Hand-made rather than Fluent's TabList, whose focus helpers add hidden focusable elements that axe flags.)
 */
export function ShowcaseTabs({ items, selected, onSelect, tabId, panelId }: ShowcaseTabsProps) {
  const styles = useStyles();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = next > last ? 0 : next < 0 ? last : next;
    onSelect(index);
    refs.current[index]?.focus();
  };

  return (
    <div role="tablist" aria-label="Feature showcase" className={styles.list} onKeyDown={onKeyDown}>
      {items.map((item, i) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(item.id)}
          aria-selected={i === selected}
          aria-controls={panelId}
          tabIndex={i === selected ? 0 : -1}
          className={mergeClasses(styles.tab, i === selected && styles.selected)}
          onClick={() => onSelect(i)}
        >
          {item.title}
        </button>
      ))}
    </div>
  );
}
