import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ANNUAL_DISCOUNT_PERCENT, annualSaving, type Plan, type PlanType } from '../../../../shared/plans';
import { CONTACT } from '../../components/marketing/contact';

const useStyles = makeStyles({
  panel: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    color: tokens.colorNeutralForeground2,
    lineHeight: tokens.lineHeightBase400,
  },
});

function faqs(plans: Record<PlanType, Plan>) {
  const { free, pro, premium } = plans;
  return [
    {
      q: 'Do I need a credit card to start?',
      a: `No credit card required. Every account starts on the Free plan with ${free.limits.basic} Basic and ${free.limits.premium} Premium reviews a month, and you can stay on it as long as you like.`,
    },
    {
      q: 'Is there a free trial of the paid plans?',
      a: `Yes. ${pro.name} and ${premium.name} start with a 14-day free trial, so you can try the deeper analysis on a real essay before paying anything.`,
    },
    {
      q: 'What if Essay Coach is not right for me?',
      a: 'Paid plans come with a 30-day refund: write to us within 30 days of a payment and we refund it in full, no questions asked.',
    },
    {
      q: 'Do students get a discount?',
      a: `Students get a 20% discount on ${pro.name} and ${premium.name}. Sign up with your school e-mail address and write to ${CONTACT.sales} to have it applied.`,
    },
    {
      q: 'How does annual billing work?',
      a: `Paying once a year saves ${ANNUAL_DISCOUNT_PERCENT}%: ${pro.name} is $${pro.annualMonthlyPrice} a month instead of $${pro.monthlyPrice} (you save $${annualSaving(pro)} a year) and ${premium.name} is $${premium.annualMonthlyPrice} instead of $${premium.monthlyPrice} (you save $${annualSaving(premium)} a year).`,
    },
    {
      q: 'What happens to my essays if I cancel?',
      a: 'Your essays and feedback stay available for 90 days after cancellation, so you can download anything you need. After 90 days they are deleted for good.',
    },
    {
      q: 'What is the difference between Basic and Premium reviews?',
      a: 'Basic Feedback is fast and automated: grammar, style, structure and quick wins in seconds. Premium Feedback adds an in-depth, personalised read of your essay against its prompt and takes about a minute.',
    },
    {
      q: 'What if I run out of reviews before the month ends?',
      a: 'Your allowance resets at the start of each month. Until then you can request free credit top-ups from your dashboard, up to three times a month.',
    },
  ];
}

export function PricingFaq({ plans }: { plans: Record<PlanType, Plan> }) {
  const styles = useStyles();
  return (
    <Accordion collapsible multiple>
      {faqs(plans).map(({ q, a }) => (
        <AccordionItem key={q} value={q}>
          <AccordionHeader as="h3" size="large">
            {q}
          </AccordionHeader>
          <AccordionPanel>
            <p className={styles.panel}>{a}</p>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
