// Common problems and their fixes. The quoted messages are the ones the app shows (spec section 8).
const ITEMS = [
  {
    problem: '“You’ve used all your free credits for this month.”',
    fix: 'Open your Dashboard and request a free top-up (up to 3 times a month, at least 3 hours apart), or wait until your allowance resets at the start of next month.',
  },
  {
    problem: '“Session expired. Please log out and log in again to continue.”',
    fix: 'Your sign-in has timed out. Log out, log back in and run the review again. Your essay text stays in the editor.',
  },
  {
    problem: '“Too many requests. Please wait a moment and try again.”',
    fix: 'Several reviews were started in a short time. Wait a minute before trying again.',
  },
  {
    problem: 'A file will not upload',
    fix: 'Use a .txt, .doc, .docx or .pdf file under 10 MB. Scanned PDFs contain images rather than text; copy the text and paste it instead.',
  },
  {
    problem: 'The review stops or says the connection ended',
    fix: 'Check your internet connection and select Review My Essay again. Long essays (over 10,000 characters) take longer to analyse.',
  },
  {
    problem: 'I did not receive the confirmation or password e-mail',
    fix: 'Check your spam folder, then request a new link from the login page. Links expire after a while for your security.',
  },
];

export function HelpTroubleshooting() {
  return (
    <dl>
      {ITEMS.map((item) => (
        <div key={item.problem}>
          <dt>
            <strong>{item.problem}</strong>
          </dt>
          <dd>{item.fix}</dd>
        </div>
      ))}
    </dl>
  );
}
