import { CONTACT } from '../../components/marketing/contact';
import { LegalPage } from '../../components/marketing/LegalPage';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="1 September 2025">
      <p>
        These terms govern your use of Essay Coach, on the web and on the desktop. By creating an account or
        using the service you agree to them. If you do not agree, please do not use Essay Coach.
      </p>

      <h2>1. Your account</h2>
      <p>
        You need an account to review essays. Keep your password private and tell us at{' '}
        <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a> if you think someone else has used your
        account. You are responsible for what happens under your account.
      </p>

      <h2>2. Your essays stay yours</h2>
      <p>
        You keep all rights to the essays you submit. You give us permission to store and process them only as
        needed to provide the service to you, as described in our <a href="/privacy">Privacy Policy</a>.
      </p>

      <h2>3. Using Essay Coach honestly</h2>
      <ul>
        <li>Submit only writing that is yours, or that you have permission to submit.</li>
        <li>
          Follow the rules of the schools and programs you apply to. Essay Coach gives suggestions; the words
          you submit are your own responsibility.
        </li>
        <li>
          Do not try to break, overload or get around the limits of the service, or access other people&apos;s
          data.
        </li>
      </ul>

      <h2>4. Feedback is guidance, not a guarantee</h2>
      <p>
        Reviews are produced automatically and may be wrong or incomplete. Scores and suggestions are there to
        help you revise; they are not a prediction of any admission decision.
      </p>

      <h2>5. Plans, limits and payment</h2>
      <ul>
        <li>
          The Free plan is free and needs no credit card. Each plan has monthly review limits shown on the
          Pricing page.
        </li>
        <li>
          Paid plans, when available, start with a 14-day free trial, can be cancelled at any time and come
          with a 30-day refund on any payment. Students are eligible for a 20% discount.
        </li>
        <li>Unused reviews do not carry over to the next month.</li>
      </ul>

      <h2>6. Ending your account</h2>
      <p>
        You can stop using Essay Coach and ask us to close your account at any time. We may suspend accounts
        that break these terms. After an account is closed or a paid plan is cancelled, your data is kept for
        90 days and then deleted.
      </p>

      <h2>7. Liability</h2>
      <p>
        Essay Coach is provided as is. To the extent the law allows, we are not liable for indirect losses,
        and our total liability is limited to the amount you paid us in the twelve months before the claim.
      </p>

      <h2>8. Changes</h2>
      <p>
        We may update these terms. If a change matters, we will tell you before it takes effect; continuing to
        use the service afterwards means you accept the new terms.
      </p>

      <h2>9. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>.
      </p>
    </LegalPage>
  );
}
