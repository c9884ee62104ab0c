import { IllustrationFrame, TextLines } from './IllustrationFrame';
import { fill, ink, stroke } from './palette';

const PARTS = [
  { name: 'Opening', score: 9, y: 64 },
  { name: 'Body', score: 7, y: 170 },
  { name: 'Conclusion', score: 8, y: 276 },
];

/** Content & Flow: the essay's structure with section scores, transitions and a strength. */
export function ContentIllustration() {
  return (
    <IllustrationFrame
      title="Content & Flow"
      label="Illustration of content feedback: the essay's opening, body and conclusion scored 9, 7 and 8 out of 10, linked by transitions, with a strength card praising a vivid opening anecdote."
    >
      {PARTS.map((part, i) => (
        <g key={part.name}>
          <rect x="24" y={part.y} width="300" height="92" rx="10" style={fill(ink.panel)} />
          <text x="44" y={part.y + 28} fontSize="13" fontWeight="600" style={fill(ink.text)}>
            {part.name}
          </text>
          <rect x="246" y={part.y + 14} width="58" height="22" rx="11" style={fill(ink.brandSoft)} />
          <text
            x="275"
            y={part.y + 29}
            fontSize="12"
            fontWeight="600"
            textAnchor="middle"
            style={fill(ink.brandText)}
          >
            {part.score}/10
          </text>
          <TextLines x={44} y={part.y + 46} widths={[240, 200]} />
          {i < PARTS.length - 1 && (
            <path d={`M174 ${part.y + 94}v10`} markerEnd="url(#flow-arrow)" style={stroke(ink.accent, 2.5)} />
          )}
        </g>
      ))}
      <defs>
        <marker
          id="flow-arrow"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" style={fill(ink.accent)} />
        </marker>
      </defs>

      <rect
        x="344"
        y="64"
        width="272"
        height="146"
        rx="12"
        style={{ ...fill(ink.window), stroke: ink.stroke }}
      />
      <rect x="344" y="64" width="6" height="146" rx="3" style={fill(ink.good)} />
      <text x="366" y="94" fontSize="12" fontWeight="600" style={fill(ink.text)}>
        STRENGTH · Opening
      </text>
      <text x="366" y="122" fontSize="14" fontWeight="600" style={fill(ink.text)}>
        Vivid opening anecdote
      </text>
      <text x="366" y="148" fontSize="12" style={fill(ink.muted)}>
        Why this works: the reader meets
      </text>
      <text x="366" y="166" fontSize="12" style={fill(ink.muted)}>
        you in a real moment before any
      </text>
      <text x="366" y="184" fontSize="12" style={fill(ink.muted)}>
        claim about who you are.
      </text>

      <rect
        x="344"
        y="226"
        width="272"
        height="142"
        rx="12"
        style={{ ...fill(ink.window), stroke: ink.stroke }}
      />
      <rect x="344" y="226" width="6" height="142" rx="3" style={fill(ink.warn)} />
      <text x="366" y="256" fontSize="12" fontWeight="600" style={fill(ink.text)}>
        MEDIUM · Flow
      </text>
      <text x="366" y="284" fontSize="14" fontWeight="600" style={fill(ink.text)}>
        Bridge paragraphs 2 and 3
      </text>
      <text x="366" y="310" fontSize="12" style={fill(ink.muted)}>
        Link the robotics story to the
      </text>
      <text x="366" y="328" fontSize="12" style={fill(ink.muted)}>
        lesson you draw from it.
      </text>
    </IllustrationFrame>
  );
}
