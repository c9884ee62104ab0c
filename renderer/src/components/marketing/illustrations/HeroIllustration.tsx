import { IllustrationFrame, TextLines } from './IllustrationFrame';
import { fill, ink, stroke } from './palette';

const SECTIONS = [
  { name: 'Grammar', score: 0.9, color: ink.brand },
  { name: 'Style', score: 0.78, color: ink.accent },
  { name: 'Content', score: 0.84, color: ink.good },
];

/** The Review Essay screen, drawn: an essay with highlights beside its score and section scores. */
export function HeroIllustration() {
  const ring = 2 * Math.PI * 44;
  return (
    <IllustrationFrame
      title="Your Essay Coach"
      label="Illustration of the Review Essay screen: an essay with highlighted passages next to an overall score of 86 out of 100 and section scores for grammar, style and content."
    >
      {/* Essay pane */}
      <rect x="24" y="60" width="360" height="316" rx="10" style={fill(ink.panel)} />
      <text x="44" y="88" fontSize="14" fontWeight="600" style={fill(ink.text)}>
        Why this college?
      </text>
      <TextLines x={44} y={106} widths={[300, 320, 280, 310]} />
      <rect x="42" y="102" width="126" height="15" rx="4" style={{ ...fill(ink.brandSoft), opacity: 0.9 }} />
      <TextLines x={44} y={106} widths={[120]} />
      <TextLines x={44} y={184} widths={[316, 290, 305, 250]} />
      <rect x="150" y="212" width="160" height="15" rx="4" style={fill(ink.accentSoft)} />
      <path
        d="M150 229q5 4 10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0t10 0"
        style={stroke(ink.accent, 1.5)}
      />
      <TextLines x={44} y={262} widths={[300, 318, 200]} />
      <rect x="44" y="318" width="150" height="36" rx="8" style={fill(ink.window)} />
      <circle cx="62" cy="336" r="7" style={fill(ink.warn)} />
      <text x="76" y="340" fontSize="11" style={fill(ink.text)}>
        Quick win: cut "very"
      </text>

      {/* Score pane */}
      <rect x="400" y="60" width="216" height="316" rx="10" style={fill(ink.panel)} />
      <circle cx="508" cy="130" r="44" style={stroke(ink.stroke, 10)} />
      <circle
        cx="508"
        cy="130"
        r="44"
        transform="rotate(-90 508 130)"
        strokeDasharray={`${ring * 0.86} ${ring}`}
        strokeLinecap="round"
        style={stroke(ink.brand, 10)}
      />
      <text x="508" y="137" textAnchor="middle" fontSize="24" fontWeight="700" style={fill(ink.text)}>
        86
      </text>
      <text x="508" y="194" textAnchor="middle" fontSize="11" style={fill(ink.muted)}>
        Overall score / 100
      </text>
      {SECTIONS.map((s, i) => (
        <g key={s.name} transform={`translate(420 ${222 + i * 44})`}>
          <text x="0" y="0" fontSize="12" style={fill(ink.text)}>
            {s.name}
          </text>
          <rect x="0" y="10" width="176" height="8" rx="4" style={fill(ink.stroke)} />
          <rect x="0" y="10" width={176 * s.score} height="8" rx="4" style={fill(s.color)} />
        </g>
      ))}
    </IllustrationFrame>
  );
}
