export { FeaturesPage as default } from './FeaturesPage';
