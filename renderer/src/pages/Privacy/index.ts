export { PrivacyPage as default } from './PrivacyPage';
