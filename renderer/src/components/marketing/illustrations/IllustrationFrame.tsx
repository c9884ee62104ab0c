import { tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { fill, ink } from './palette';

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 400;

/** An app window (title bar with three dots) drawn around an illustration. */
export function IllustrationFrame({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block', fontFamily: tokens.fontFamilyBase }}
    >
      <rect
        x="0.5"
        y="0.5"
        width="639"
        height="399"
        rx="16"
        style={{ ...fill(ink.window), stroke: ink.stroke }}
      />
      <path
        d="M16 0.5h608a15.5 15.5 0 0 1 15.5 15.5v24H0.5V16A15.5 15.5 0 0 1 16 0.5z"
        style={fill(ink.chrome)}
      />
      <circle cx="22" cy="20" r="5" style={fill(ink.bad)} />
      <circle cx="38" cy="20" r="5" style={fill(ink.warn)} />
      <circle cx="54" cy="20" r="5" style={fill(ink.good)} />
      <text x="320" y="25" textAnchor="middle" fontSize="12" style={fill(ink.muted)}>
        {title}
      </text>
      {children}
    </svg>
  );
}

/** Grey bars standing in for lines of essay text. */
export function TextLines({
  x,
  y,
  widths,
  gap = 16,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
}) {
  return (
    <>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height="7" rx="3.5" style={fill(ink.textLine)} />
      ))}
    </>
  );
}
