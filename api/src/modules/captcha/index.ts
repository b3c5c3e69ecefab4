// The captcha module as the rest of the api sees it (docs/decisions.md, "Module boundaries").
export { captchaModule } from './captcha.module.js';
