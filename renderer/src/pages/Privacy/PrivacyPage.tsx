import { CONTACT } from '../../components/marketing/contact';
import { LegalPage } from '../../components/marketing/LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 September 2025">
      <p>
        Essay Coach helps students improve their college-application essays. Your essays are personal, and
        this policy explains plainly what we collect, why, and the choices you have.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your e-mail address, username and, if you give it, your full name.
          Your password is stored only as a one-way hash.
        </li>
        <li>
          <strong>Essays and results:</strong> the text you paste or upload, the prompt and word limit you
          enter, and the feedback we produce, so you can see your history on the dashboard.
        </li>
        <li>
          <strong>Usage:</strong> how many reviews you run each month and your credit top-up requests, to
          apply your plan&apos;s limits.
        </li>
        <li>
          <strong>Product feedback:</strong> messages you send us through Share Feedback.
        </li>
        <li>
          <strong>Technical logs:</strong> request times, paths and error codes, kept briefly to keep the
          service running. Logs never contain your essay text or passwords.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        We use your information only to provide Essay Coach: to sign you in, to review your essays, to show
        your history and usage, to answer your messages and to keep the service secure. We do not sell your
        data, we do not show advertising, and we do not use your essays to market to you.
      </p>

      <h2>Premium Feedback and language models</h2>
      <p>
        When you ask for Premium Feedback, the text of your essay and its prompt are sent to the
        language-model service that produces the in-depth review. It is used to produce your feedback and for
        nothing else. If you prefer your essay never to leave our servers, use Basic Feedback, which runs
        entirely on our own systems.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        We use one essential cookie to keep you signed in. Your browser also stores your light or dark theme
        choice and basic account details so pages load quickly. We use no advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your essays and results while your account is active so your history stays available. If you
        cancel a paid plan or close your account, your data stays available for 90 days so you can download
        it, and is then deleted.
      </p>

      <h2>Your choices and rights</h2>
      <ul>
        <li>Download any result as JSON, HTML, Markdown or PDF at any time.</li>
        <li>
          Ask us for a copy of your data, to correct it, or to delete your account and everything in it.
        </li>
        <li>Object to or restrict how we process your data where the law gives you that right.</li>
      </ul>
      <p>
        Write to <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a> and we will respond within 30
        days.
      </p>

      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed, sessions expire, and access to stored essays is
        limited to what is needed to run the service.
      </p>

      <h2>Students under 16</h2>
      <p>
        Essay Coach is meant for students preparing college applications. If you are under 16, please use it
        with the permission of a parent or guardian.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change this policy in a way that matters, we will tell you by e-mail or in the app before the
        change takes effect.
      </p>
    </LegalPage>
  );
}
