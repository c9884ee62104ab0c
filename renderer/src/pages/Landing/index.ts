export { LandingPage as default } from './LandingPage';
