export { ConfirmationLetter } from './views/ConfirmationLetter';
export { EmailConfirmed } from './views/EmailConfirmed';
export { WelcomeSteps } from './views/WelcomeSteps';
