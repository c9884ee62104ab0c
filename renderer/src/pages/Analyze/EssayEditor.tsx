import {
  Button,
  Field,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, HighlightRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import type { LimitType } from '../../../../shared/analysis/input';
import { MESSAGES } from '../../../../shared/messages';
import { UPLOAD_ACCEPT, uploadEssayFile } from '../../api/upload';
import { useHandedOverDrop } from '../../components/desktop/droppedFile';
import { readDroppedFile, useWindowFileDrop } from '../../platform';
import { isLargeEssay } from './lengthStatus';
import { LengthChip } from './LengthChip';

// The essay text area with file upload (button, or a file dropped anywhere on the window), the length chip,
// the large-essay warning and the empty-text hint (spec section 5).

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalS },
  dropZone: { borderRadius: tokens.borderRadiusMedium, position: 'relative' },
  dragging: {
    outlineWidth: '2px',
    outlineStyle: 'dashed',
    outlineColor: tokens.colorBrandStroke1,
    outlineOffset: '4px',
  },
  // Shown over the editor while a file is dragged anywhere over the window: this is where it will land.
  dropHint: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    pointerEvents: 'none',
  },
  textarea: { width: '100%' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  help: { color: tokens.colorNeutralForeground2 },
  fileInput: { display: 'none' },
});

export interface EssayEditorProps {
  text: string;
  onTextChange: (text: string) => void;
  limit: number | null;
  unit: LimitType;
  disabled?: boolean;
  /** Ctrl/Cmd+Enter in the editor starts a review. */
  onSubmitShortcut?: () => void;
  /** The uploaded document's title (kept out of the text), or null when it had none. */
  onTitle?: (title: string | null) => void;
  /** Back to the highlighted essay (after a review), or undefined when there is none. */
  onShowHighlights?: () => void;
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string }
  | { kind: 'done'; note: string }
  | { kind: 'error'; message: string };

export function EssayEditor({
  text,
  onTextChange,
  limit,
  unit,
  disabled,
  onSubmitShortcut,
  onShowHighlights,
  onTitle,
}: EssayEditorProps) {
  const styles = useStyles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Sends a checked file to POST /upload and puts its text in the editor. */
  async function uploadChecked(file: File) {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setUpload({ kind: 'uploading', name: file.name });
    try {
      const essay = await uploadEssayFile(file, mine.signal);
      if (mine.signal.aborted) return;
      onTextChange(essay.text);
      onTitle?.(essay.title ?? null);
      const notes = [
        `Loaded ${essay.filename} (${essay.word_count} ${essay.word_count === 1 ? 'word' : 'words'}).`,
        essay.cleaned,
        essay.title &&
          (onTitle
            ? `Its title, “${essay.title}”, is in the title box, not counted as essay text.`
            : `Its title, “${essay.title}”, is not counted as essay text.`),
      ];
      setUpload({ kind: 'done', note: notes.filter(Boolean).join(' ') });
    } catch (err) {
      if (mine.signal.aborted) return;
      setUpload({ kind: 'error', message: err instanceof Error ? err.message : MESSAGES.uploadFailed });
    }
  }

  /** A picked file: checked by name and size first (and, in the desktop app, read from disk). */
  async function readFile(file: File) {
    let checked: File;
    try {
      checked = await readDroppedFile(file);
    } catch (err) {
      setUpload({ kind: 'error', message: err instanceof Error ? err.message : MESSAGES.uploadFailed });
      return;
    }
    await uploadChecked(checked);
  }

  const busy = disabled || upload.kind === 'uploading';
  // A file dropped anywhere on the window (not only on this box) loads the essay; same checks and texts.
  const { dragging } = useWindowFileDrop((file) => void uploadChecked(file), {
    disabled: busy,
    onError: (message) => setUpload({ kind: 'error', message }),
  });
  // A file dropped on another page of the desktop app (components/desktop/WindowDrop) lands here too.
  useHandedOverDrop(
    (file) => void uploadChecked(file),
    (message) => setUpload({ kind: 'error', message }),
  );

  const blank = !text.trim();
  return (
    <div className={styles.root}>
      <div
        className={mergeClasses(styles.dropZone, dragging && !busy && styles.dragging)}
        data-testid="essay-drop-zone"
        data-dragging={dragging && !busy ? 'true' : undefined}
      >
        <Field label="Essay text" required hint={blank ? MESSAGES.emptyEssay : undefined}>
          <Textarea
            className={styles.textarea}
            value={text}
            rows={14}
            resize="vertical"
            disabled={disabled}
            placeholder="Paste your essay here, or drop a .txt, .doc, .docx or .pdf file anywhere on this page."
            onChange={(_, data) => {
              // A stale upload error would read as if it were about the new text.
              if (upload.kind === 'error') setUpload({ kind: 'idle' });
              onTextChange(data.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && onSubmitShortcut) {
                e.preventDefault();
                onSubmitShortcut();
              }
            }}
          />
        </Field>
        {dragging && !busy && (
          <div className={styles.dropHint} aria-hidden>
            <Text weight="semibold">Drop the file to load your essay</Text>
          </div>
        )}
      </div>
      <div className={styles.toolbar}>
        <LengthChip text={text} limit={limit} unit={unit} />
        {/* Room here for a word-limit helper beside the length chip. */}
        <span className={styles.grow} />
        {onShowHighlights && (
          <Button icon={<HighlightRegular />} onClick={onShowHighlights}>
            Show highlights
          </Button>
        )}
        <input
          ref={fileInput}
          className={styles.fileInput}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label="Essay file"
          data-testid="essay-file-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = ''; // choosing the same file again still uploads it
            if (file) void readFile(file);
          }}
        />
        <Button icon={<ArrowUploadRegular />} disabled={busy} onClick={() => fileInput.current?.click()}>
          Upload file
        </Button>
      </div>
      <Text size={200} className={styles.help}>
        Accepts .txt, .doc, .docx and .pdf files under 10MB.
      </Text>
      <div aria-live="polite">
        {upload.kind === 'uploading' && <Spinner size="tiny" label={`Reading ${upload.name}…`} />}
        {upload.kind === 'done' && (
          <Text size={200} data-testid="upload-note">
            {upload.note}
          </Text>
        )}
      </div>
      {upload.kind === 'error' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{upload.message}</MessageBarBody>
        </MessageBar>
      )}
      {isLargeEssay(text) && (
        <MessageBar intent="warning">
          <MessageBarBody>{MESSAGES.largeEssay}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
