export { LetterSent } from './components/LetterSent';
export { RecoveryScreen } from './views/RecoveryScreen';
