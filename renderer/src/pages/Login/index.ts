export { LoginPage as default } from './LoginPage';
