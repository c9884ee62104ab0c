export { PricingPage as default } from './PricingPage';
