import { makeResetStyles, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DiamondDismissFilled } from '@fluentui/react-icons';
import type { HTMLAttributes, ReactNode } from 'react';

// Fluent's multiline MessageBar look (intent colours, icon, bold title) on plain elements, for the
// public pages and the sign-in forms: Fluent's MessageBar brings its reflow observer, announcer and
// motion into the first script of pages that show one line of text.

export type NoticeIntent = 'success' | 'error';

const useRoot = makeResetStyles({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  boxSizing: 'border-box',
  minHeight: '36px',
  padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorNeutralBackground3,
  color: tokens.colorNeutralForeground1,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
});

const useIcon = makeResetStyles({
  display: 'flex',
  alignItems: 'center',
  fontSize: tokens.fontSizeBase500,
  // The icon sits on the first line of text.
  height: tokens.lineHeightBase300,
  marginRight: tokens.spacingHorizontalS,
});

const useStyles = makeStyles({
  success: {
    backgroundColor: tokens.colorStatusSuccessBackground1,
    ...shorthands.borderColor(tokens.colorStatusSuccessBorder1),
  },
  error: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    ...shorthands.borderColor(tokens.colorStatusDangerBorder1),
  },
  successIcon: { color: tokens.colorStatusSuccessForeground1 },
  errorIcon: { color: tokens.colorStatusDangerForeground1 },
  title: { fontWeight: tokens.fontWeightSemibold },
});

export interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  intent: NoticeIntent;
  /** Bold words before the message, on the same line. */
  title?: string;
  children: ReactNode;
}

/** A short success or error message in a coloured box. */
export function Notice({ intent, title, children, className, ...rest }: NoticeProps) {
  const root = useRoot();
  const icon = useIcon();
  const styles = useStyles();
  return (
    <div role="group" {...rest} className={mergeClasses(root, styles[intent], className)}>
      <span className={mergeClasses(icon, styles[`${intent}Icon`])} aria-hidden>
        {intent === 'success' ? <CheckmarkCircleFilled /> : <DiamondDismissFilled />}
      </span>
      <div>
        {title && <span className={styles.title}>{title} </span>}
        {children}
      </div>
    </div>
  );
}
