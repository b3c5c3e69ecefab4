export { EmailConfirmed } from './views/EmailConfirmed';
export { WelcomeSteps } from './views/WelcomeSteps';
