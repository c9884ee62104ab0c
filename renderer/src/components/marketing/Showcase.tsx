import { makeStyles, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { up } from '../../theme';
import { ContentIllustration } from './illustrations/ContentIllustration';
import { GrammarIllustration } from './illustrations/GrammarIllustration';
import { StyleIllustration } from './illustrations/StyleIllustration';
import { ProductImage } from './ProductImage';
import type { ScreenshotName } from './screenshots';
import { ShowcaseTabs } from './ShowcaseTabs';
import { PlainButton } from '../layout/PlainButton';

/** Spec section 9: the showcase advances every 4 seconds. */
export const SHOWCASE_INTERVAL_MS = 4000;

interface Slide {
  id: ScreenshotName;
  title: string;
  text: string;
  illustration: ComponentType;
}

export const SHOWCASE_SLIDES: Slide[] = [
  {
    id: 'grammar',
    title: 'Grammar & Structure',
    text: 'Every sentence is checked for grammar, spelling and punctuation, with the fix shown next to the problem so you learn the rule instead of just accepting a change.',
    illustration: GrammarIllustration,
  },
  {
    id: 'style',
    title: 'Style & Clarity',
    text: 'See the rhythm of your sentences, how readable each paragraph is and where filler words or passive voice blur what you mean.',
    illustration: StyleIllustration,
  },
  {
    id: 'content',
    title: 'Content & Flow',
    text: 'Section scores for your opening, body and conclusion show what already works and which transitions need a bridge.',
    illustration: ContentIllustration,
  },
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignItems: 'center' },
  controls: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    justifyContent: 'center',
  },
  panel: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'center',
    width: '100%',
    animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
    animationDuration: tokens.durationSlow,
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
    [up.lg]: { gridTemplateColumns: '3fr 2fr' },
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  text: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase500,
  },
  copy: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Three feature views that rotate every 4 s; a tab click selects one, hovering or Pause holds it. */
export function Showcase() {
  const styles = useStyles();
  const baseId = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  // Restarting the timer on every change means a clicked tab also stays for a full interval.
  useEffect(() => {
    if (paused || hovered) return undefined;
    const timer = window.setTimeout(
      () => setIndex((i) => (i + 1) % SHOWCASE_SLIDES.length),
      SHOWCASE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [index, paused, hovered]);

  const slide = SHOWCASE_SLIDES[index]!;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  return (
    <div
      className={styles.root}
      data-testid="showcase"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className={styles.controls}>
        <ShowcaseTabs
          items={SHOWCASE_SLIDES}
          selected={index}
          onSelect={setIndex}
          tabId={tabId}
          panelId={panelId}
        />
        <PlainButton
          appearance="subtle"
          icon={paused ? <PlayRegular /> : <PauseRegular />}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? 'Play' : 'Pause'}
        </PlainButton>
      </div>
      <div
        key={slide.id}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(slide.id)}
        className={styles.panel}
        data-slide={slide.id}
      >
        <ProductImage
          name={slide.id}
          alt={`${slide.title} feedback in Essay Coach`}
          illustration={slide.illustration}
        />
        <div className={styles.copy}>
          <h3 className={styles.title}>{slide.title}</h3>
          <p className={styles.text}>{slide.text}</p>
        </div>
      </div>
    </div>
  );
}
