import { Parser } from 'htmlparser2';

// Web pages saved with a .doc name (Word's "Save as Web Page", or an HTML file renamed): the text a
// reader sees, paragraph by paragraph, never the markup. Runs in the extraction worker like the parsers.

/** A whole HTML document, as a browser would recognise one: doctype or <html> first (after an XML prolog or comments). */
const HTML_START = /^\ufeff?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html)[\s>]/i;

export const looksLikeHtml = (text: string): boolean => HTML_START.test(text.slice(0, 4096));

/** Elements whose content is never shown as text. */
const HIDDEN = new Set(['head', 'script', 'style', 'title', 'template', 'noscript', 'xml', 'object', 'svg']);
/** Elements that start and end a paragraph of their own. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'hr',
  'address',
]);

/** Visible text with paragraphs kept apart by a blank line; whitespace inside a paragraph collapses, as in a browser. */
export function htmlToText(html: string): string {
  const paragraphs: string[] = [];
  let current = '';
  let hiddenDepth = 0;
  const endParagraph = () => {
    const text = current.replace(/[ \t\n\r\f]+/g, ' ').trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hiddenDepth++;
        else if (name === 'br')
          current += '\u2028'; // a line break inside the paragraph
        else if (BLOCKS.has(name)) endParagraph();
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (BLOCKS.has(name)) endParagraph();
        else if (name === 'td' || name === 'th') current += ' ';
      },
      ontext(text) {
        if (hiddenDepth === 0) current += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endParagraph();
  // The kept line breaks become newlines (trimmed at each side), paragraphs are separated by a blank line.
  return paragraphs
    .map((p) =>
      p
        .split('\u2028')
        .map((line) => line.trim())
        .join('\n'),
    )
    .join('\n\n');
}
