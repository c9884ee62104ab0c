export { DashboardPage as default, DashboardPage } from './DashboardPage';
