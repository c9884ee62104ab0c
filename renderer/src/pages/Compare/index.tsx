export { ComparePage as default, ComparePage } from './ComparePage';
