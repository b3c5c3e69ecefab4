export { useCaptcha } from './hooks/useCaptcha';
