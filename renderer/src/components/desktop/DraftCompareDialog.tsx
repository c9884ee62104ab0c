import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { diffTexts } from '../../../../shared/drafts/diff';
import type { Draft } from '../../../../shared/ipc';
import { plural } from '../../../../shared/plural';
import { TextDiff } from '../drafts/TextDiff';

// A saved draft against the essay being edited, word by word (issue 35). Computed on this device, so
// it works offline in the desktop app (the drafts are files there) and in the browser alike.

export interface DraftCompareDialogProps {
  draft: Draft | null;
  currentText: string;
  onClose(): void;
}

export function DraftCompareDialog({ draft, currentText, onClose }: DraftCompareDialogProps) {
  const diff = useMemo(() => (draft ? diffTexts(draft.essay, currentText) : null), [draft, currentText]);
  return (
    <Dialog open={draft !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Saved draft compared with your essay</DialogTitle>
          <DialogContent>
            {diff && (
              <>
                <Text as="p" data-testid="draft-diff-summary">
                  Since this draft: {plural(diff.words_added, 'word')} added, {diff.words_removed} removed
                  {diff.paragraphs_moved ? `, ${plural(diff.paragraphs_moved, 'paragraph')} moved` : ''}.
                </Text>
                <TextDiff diff={diff} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
