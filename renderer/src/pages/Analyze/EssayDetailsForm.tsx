import { Field, Input, makeStyles, Radio, RadioGroup, Textarea, tokens } from '@fluentui/react-components';
import { MESSAGES } from '../../../../shared/messages';
import { MAX_PROMPT_CHARS, MAX_WORD_LIMIT, type LimitType } from '../../../../shared/analysis/input';
import { TITLE_MAX_CHARS } from '../../../../shared/schemas/analyze';

// Essay details (spec section 5): the essay's title (optional: it names the essay in the history, and an
// uploaded document's title lands here rather than in the essay), the prompt (required, up to 1000
// characters with a counter), the word limit (required, 1–5000) and its unit (words or characters).

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalM },
  limits: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
  },
  limitInput: { width: '10em' },
});

export interface EssayDetails {
  /** Empty: the history names the essay by its first line. */
  title: string;
  prompt: string;
  /** As typed, so a half-typed number is not rewritten under the student's fingers. */
  wordLimit: string;
  unit: LimitType;
}

/** The limit as a number, or null when it is not a whole number from 1 to 5000. */
export function parseWordLimit(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_WORD_LIMIT ? n : null;
}

export interface EssayDetailsFormProps {
  details: EssayDetails;
  onChange: (details: EssayDetails) => void;
  disabled?: boolean;
  /** Show the word limit's error (after a review was attempted or the field was left). */
  showErrors?: boolean;
}

export function EssayDetailsForm({ details, onChange, disabled, showErrors }: EssayDetailsFormProps) {
  const styles = useStyles();
  // A limit typed out of range (0, 6000) is flagged as it is typed; an empty box only once Review is pressed.
  const limitInvalid =
    parseWordLimit(details.wordLimit) === null && (showErrors || details.wordLimit.trim() !== '');
  const promptLength = details.prompt.length;
  return (
    <div className={styles.root}>
      <Field
        label="Essay title"
        hint="Optional. Names this essay in your history; not counted as essay text."
      >
        <Input
          value={details.title}
          maxLength={TITLE_MAX_CHARS}
          disabled={disabled}
          placeholder="e.g. Common App essay"
          onChange={(_, data) => onChange({ ...details, title: data.value.slice(0, TITLE_MAX_CHARS) })}
        />
      </Field>
      <Field
        label="Essay prompt"
        required
        hint={`${promptLength}/${MAX_PROMPT_CHARS}`}
        validationState={promptLength > MAX_PROMPT_CHARS ? 'error' : 'none'}
      >
        <Textarea
          value={details.prompt}
          maxLength={MAX_PROMPT_CHARS}
          resize="vertical"
          rows={2}
          disabled={disabled}
          placeholder="e.g. Describe a challenge you faced and what you learned from it."
          onChange={(_, data) => onChange({ ...details, prompt: data.value.slice(0, MAX_PROMPT_CHARS) })}
        />
      </Field>
      <div className={styles.limits}>
        <Field
          label="Word limit"
          required
          validationState={limitInvalid ? 'error' : 'none'}
          validationMessage={limitInvalid ? MESSAGES.wordLimitInvalid : undefined}
        >
          <Input
            className={styles.limitInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_WORD_LIMIT}
            step={1}
            value={details.wordLimit}
            disabled={disabled}
            onChange={(_, data) => onChange({ ...details, wordLimit: data.value })}
          />
        </Field>
        <Field label="Unit">
          <RadioGroup
            layout="horizontal"
            value={details.unit}
            disabled={disabled}
            onChange={(_, data) =>
              onChange({ ...details, unit: data.value === 'characters' ? 'characters' : 'words' })
            }
          >
            <Radio value="words" label="Words" />
            <Radio value="characters" label="Characters" />
          </RadioGroup>
        </Field>
      </div>
    </div>
  );
}
