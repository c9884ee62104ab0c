export { ContactPage as default } from './ContactPage';
