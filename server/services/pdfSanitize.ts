import sanitizeHtml from 'sanitize-html';

// First line of defence for the PDF exporter: the HTML is untrusted, so only inert document markup
// survives. (The browser context is the second line: JavaScript off and every request but data: aborted.)

const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'style',
  'h1',
  'h2',
  'section',
  'header',
  'footer',
  'article',
  'span',
  'div',
  'meter',
  'progress',
];

const SHARED_ATTRIBUTES = [
  'class',
  'id',
  'style',
  'title',
  'lang',
  'dir',
  'role',
  'aria-label',
  'aria-hidden',
];

/** Neutralises CSS that could fetch anything: @import, url(...) other than data:, and CSS escapes. */
export function cleanCss(css: string): string {
  return css
    .replace(/\\/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\s*\(([^)]*)\)/gi, (match, arg: string) => (/^\s*['"]?\s*data:/i.test(arg) ? match : 'none'))
    .replace(/image-set\s*\(/gi, 'none(');
}

/** Sanitised body markup: no scripts, frames, forms, meta, links, embeds or non-data images. */
export function sanitizeForPdf(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowVulnerableTags: true, // <style> is allowed; its text is cleaned below.
    allowedAttributes: {
      '*': SHARED_ATTRIBUTES,
      a: ['href', 'name', ...SHARED_ATTRIBUTES],
      img: ['src', 'alt', 'width', 'height', ...SHARED_ATTRIBUTES],
      td: ['colspan', 'rowspan', ...SHARED_ATTRIBUTES],
      th: ['colspan', 'rowspan', 'scope', ...SHARED_ATTRIBUTES],
      meter: ['value', 'min', 'max', 'low', 'high', 'optimum', ...SHARED_ATTRIBUTES],
      progress: ['value', 'max', ...SHARED_ATTRIBUTES],
      style: [],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    transformTags: {
      '*': (tagName, attribs) => {
        if (attribs.style === undefined) return { tagName, attribs };
        return { tagName, attribs: { ...attribs, style: cleanCss(attribs.style) } };
      },
    },
  });
  // Style text is passed through raw by sanitize-html; the tag itself has no attributes after sanitising.
  return clean.replace(
    /<style>([\s\S]*?)<\/style>/gi,
    (_m, css: string) => `<style>${cleanCss(css)}</style>`,
  );
}

/** The document Chromium prints: sanitised body plus a CSP that forbids every load except data:. */
export function pdfDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; font-src data:; style-src 'unsafe-inline'">
<style>body{font-family:'DejaVu Sans','Liberation Sans',Arial,sans-serif;font-size:11pt;line-height:1.45;color:#1b1b1b;margin:0}
img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 6px;text-align:left}</style>
</head><body>${sanitizeForPdf(html)}</body></html>`;
}
