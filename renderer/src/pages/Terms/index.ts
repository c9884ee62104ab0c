export { TermsPage as default } from './TermsPage';
