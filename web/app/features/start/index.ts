export { StartSteps } from './components/StartSteps';
