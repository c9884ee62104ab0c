import { IllustrationFrame, TextLines } from './IllustrationFrame';
import { fill, ink, stroke } from './palette';

const wavy = (x: number, y: number, width: number) => {
  let d = `M${x} ${y}`;
  for (let i = 0; i < width; i += 8) d += ` q2 3 4 0 t4 0`;
  return d;
};

/** Grammar & Structure: an essay with flagged phrases and a suggestion card. */
export function GrammarIllustration() {
  return (
    <IllustrationFrame
      title="Grammar & Structure"
      label="Illustration of grammar feedback: two phrases underlined in an essay and a suggestion card proposing 'who's' instead of 'whose'."
    >
      <rect x="24" y="60" width="592" height="316" rx="10" style={fill(ink.panel)} />
      <TextLines x={48} y={88} widths={[520, 540, 490]} gap={22} />
      <path d={wavy(180, 118, 96)} style={stroke(ink.bad, 1.6)} />
      <TextLines x={48} y={154} widths={[530, 470]} gap={22} />
      <path d={wavy(320, 184, 120)} style={stroke(ink.warn, 1.6)} />

      {/* Suggestion card */}
      <rect
        x="200"
        y="206"
        width="340"
        height="150"
        rx="12"
        style={{ ...fill(ink.window), stroke: ink.stroke }}
      />
      <rect x="200" y="206" width="6" height="150" rx="3" style={fill(ink.brand)} />
      <text x="224" y="236" fontSize="12" fontWeight="600" style={fill(ink.brandText)}>
        HIGH PRIORITY · Grammar
      </text>
      <text x="224" y="262" fontSize="15" fontWeight="600" style={fill(ink.text)}>
        My sister, whose always first to help,
      </text>
      <text x="224" y="290" fontSize="13" style={fill(ink.muted)}>
        Suggestion
      </text>
      <rect x="224" y="300" width="296" height="36" rx="8" style={fill(ink.accentSoft)} />
      <text x="238" y="323" fontSize="14" style={fill(ink.text)}>
        My sister, who&apos;s always first to help,
      </text>
    </IllustrationFrame>
  );
}
