import { IllustrationFrame } from './IllustrationFrame';
import { fill, ink } from './palette';

// Sentence lengths of a sample essay: varied lengths read as natural, human writing.
const SENTENCES = [14, 22, 9, 27, 18, 6, 24, 16, 30, 11, 20, 8, 25, 15];

/** Style & Clarity: sentence-length rhythm, readability and voice metrics. */
export function StyleIllustration() {
  return (
    <IllustrationFrame
      title="Style & Clarity"
      label="Illustration of style feedback: a bar chart of sentence lengths showing varied rhythm, a readability rating of Clear and a voice score of 8 out of 10."
    >
      <rect x="24" y="60" width="380" height="316" rx="10" style={fill(ink.panel)} />
      <text x="44" y="90" fontSize="14" fontWeight="600" style={fill(ink.text)}>
        Sentence rhythm
      </text>
      <text x="44" y="110" fontSize="11" style={fill(ink.muted)}>
        Words per sentence
      </text>
      <line x1="44" y1="346" x2="384" y2="346" style={{ stroke: ink.stroke }} />
      {SENTENCES.map((words, i) => (
        <rect
          key={i}
          x={52 + i * 23}
          y={346 - words * 7}
          width="15"
          height={words * 7}
          rx="3"
          style={fill(i % 3 === 1 ? ink.accent : ink.brand)}
        />
      ))}

      <rect x="420" y="60" width="196" height="150" rx="10" style={fill(ink.panel)} />
      <text x="440" y="90" fontSize="14" fontWeight="600" style={fill(ink.text)}>
        Readability
      </text>
      <text x="440" y="140" fontSize="30" fontWeight="700" style={fill(ink.accentText)}>
        Clear
      </text>
      <text x="440" y="170" fontSize="11" style={fill(ink.muted)}>
        Grade 11 · 2 passive sentences
      </text>
      <text x="440" y="190" fontSize="11" style={fill(ink.muted)}>
        3 filler words to trim
      </text>

      <rect x="420" y="226" width="196" height="150" rx="10" style={fill(ink.panel)} />
      <text x="440" y="256" fontSize="14" fontWeight="600" style={fill(ink.text)}>
        Voice
      </text>
      {Array.from({ length: 10 }, (_, i) => (
        <rect
          key={i}
          x={440 + i * 16}
          y="276"
          width="12"
          height="24"
          rx="3"
          style={fill(i < 8 ? ink.good : ink.stroke)}
        />
      ))}
      <text x="440" y="330" fontSize="22" fontWeight="700" style={fill(ink.text)}>
        8 / 10
      </text>
      <text x="440" y="354" fontSize="11" style={fill(ink.muted)}>
        Personal and specific
      </text>
    </IllustrationFrame>
  );
}
