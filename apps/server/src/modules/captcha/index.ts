export { consumeCaptcha, issueCode, sendCaptcha, verifyCaptcha } from './service.ts';
