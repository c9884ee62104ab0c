import type { Page } from '@playwright/test';

// The essay text box of the Review Essay screen. After a review the workspace shows the essay with its
// highlights instead; "Edit text" brings the text box back, as a student would press it.

export const essayBox = (page: Page) => page.getByRole('textbox', { name: /Essay text/ });

/** The text box, after pressing "Edit text" when the highlighted essay is showing. */
export async function editableEssay(page: Page) {
  const edit = page.getByRole('button', { name: 'Edit text' });
  if (await edit.isVisible()) await edit.click();
  return essayBox(page);
}
