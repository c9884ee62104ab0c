export { ResetPasswordPage as default } from './ResetPasswordPage';
