// Escaping for essay and user text in HTML and Markdown exports. Everything that came from the
// user goes through these; nothing is ever inserted raw.
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Markdown viewers often pass inline HTML through, so angle brackets become entities too, and
// markdown syntax characters are backslash-escaped so user text cannot create links or images.
export function escapeMarkdown(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1')
    .replace(/\r?\n/g, ' ');
}
