export { RouteError } from './components/RouteError';
export { errorStatusFromQuery } from './statusMessage';
