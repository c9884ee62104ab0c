export { SignupPage as default } from './SignupPage';
