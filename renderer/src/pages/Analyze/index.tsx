export { AnalyzePage as default, AnalyzePage } from './AnalyzePage';
