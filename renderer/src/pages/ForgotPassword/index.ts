export { ForgotPasswordPage as default } from './ForgotPasswordPage';
