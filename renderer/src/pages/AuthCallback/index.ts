export { AuthCallbackPage as default } from './AuthCallbackPage';
