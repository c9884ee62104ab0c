import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { TextLink } from '../../components/layout/TextLink';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { CONTACT } from '../../components/marketing/contact';
import { PageHeader } from '../../components/marketing/PageHeader';
import { Prose } from '../../components/marketing/Prose';
import { PlainButtonAnchor } from '../../components/layout/PlainButton';

const SALES_SUBJECT = encodeURIComponent('Essay Coach Premium');

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
    ...shorthands.padding(tokens.spacingVerticalXL, tokens.spacingHorizontalXL),
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    marginBottom: tokens.spacingVerticalXL,
  },
});

export function ContactPage() {
  const styles = useStyles();
  usePageTitle('Contact');
  return (
    <>
      <PageHeader
        eyebrow="Contact sales"
        title="Talk to us about Premium"
        lead="Premium gives counselors, schools and busy applicants unlimited Basic and Premium reviews with dedicated support. We set it up with you personally."
      />
      <Prose>
        <div className={styles.card}>
          <p>
            Write to our sales team at{' '}
            <a href={`mailto:${CONTACT.sales}?subject=${SALES_SUBJECT}`}>{CONTACT.sales}</a>. We reply within
            one business day.
          </p>
          <PlainButtonAnchor
            href={`mailto:${CONTACT.sales}?subject=${SALES_SUBJECT}`}
            appearance="primary"
            icon={<MailRegular />}
          >
            E-mail Sales
          </PlainButtonAnchor>
        </div>
        <h2>What to include</h2>
        <ul>
          <li>Who you are: a student, a parent, an independent counselor or a school.</li>
          <li>Roughly how many students or essays you expect each month.</li>
          <li>Whether you want monthly or annual billing, and if a student discount applies.</li>
        </ul>
        <h2>Other questions</h2>
        <p>
          For help with your account or a review, write to{' '}
          <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a> or read the{' '}
          <TextLink to="/help">Help center</TextLink>. To compare what each plan includes, see{' '}
          <TextLink to="/pricing">Pricing</TextLink>.
        </p>
      </Prose>
    </>
  );
}
