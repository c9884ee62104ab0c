import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isDesktop } from '../../platform/bridge';
import { onFileDrop } from '../../platform/files';
import { handOverDrop } from './droppedFile';

// Desktop app: a .txt, .docx, .doc or .pdf dropped on any page goes to the Review Essay screen and into the
// essay editor (the editor itself takes drops while that screen is open). A browser keeps its own default.

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  card: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow16,
    // Fluent's Text size 500, semibold; a plain element keeps Text out of every page's first script.
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export const ANALYZE_PATH = '/analyze';
export const WINDOW_DROP_HINT = 'Drop the file to review it';

export function WindowDrop() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dragging, setDragging] = useState(false);
  const onEditorScreen = pathname.replace(/\/+$/, '') === ANALYZE_PATH;
  const active = isDesktop() && !onEditorScreen;

  useEffect(() => {
    if (!active) return;
    const open = (drop: Parameters<typeof handOverDrop>[0]) => {
      handOverDrop(drop);
      navigate(ANALYZE_PATH);
    };
    const stop = onFileDrop((file) => open({ file }), {
      onError: (error) => open({ error }),
      onDragChange: setDragging,
    });
    return () => {
      stop();
      setDragging(false);
    };
  }, [active, navigate]);

  if (!active || !dragging) return null;
  return (
    <div className={styles.overlay} aria-hidden>
      <div className={styles.card}>{WINDOW_DROP_HINT}</div>
    </div>
  );
}
