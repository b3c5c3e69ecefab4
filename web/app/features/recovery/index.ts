export { LetterSent } from './components/LetterSent';
export { RecoveryScreen } from './components/RecoveryScreen';
