import { BrowserWindow, session, type Session, type WebPreferences } from 'electron';

// The results page is printed by Chromium in a window that can do nothing else: sandboxed, no
// JavaScript, no preload, and a session whose every request except the inline data: document is
// cancelled, so an essay containing <img src="https://…"> cannot phone home while being printed.

const PRINT_PARTITION = 'essay-coach-pdf-print'; // no "persist:" prefix: in memory only

let printSession: Session | undefined;

/** Blocks everything but data: URLs; exported so tests can assert the rule itself. */
export function shouldCancelPrintRequest(url: string): boolean {
  return !url.startsWith('data:');
}

export function getPrintSession(): Session {
  if (printSession) return printSession;
  const ses = session.fromPartition(PRINT_PARTITION, { cache: false });
  ses.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: shouldCancelPrintRequest(details.url) }),
  );
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  printSession = ses;
  return ses;
}

export function pdfWindowPreferences(ses: Session): WebPreferences {
  return {
    session: ses,
    sandbox: true,
    javascript: false,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

/** Renders the HTML in a hidden locked-down window and returns the PDF bytes. */
export async function printHtmlToPdf(html: string): Promise<Uint8Array> {
  const win = new BrowserWindow({ show: false, webPreferences: pdfWindowPreferences(getPrintSession()) });
  try {
    const dataUrl = `data:text/html;charset=utf-8;base64,${Buffer.from(html, 'utf8').toString('base64')}`;
    await win.loadURL(dataUrl);
    const pdf = await win.webContents.printToPDF({ printBackground: true, preferCSSPageSize: true });
    return new Uint8Array(pdf);
  } finally {
    win.destroy();
  }
}
