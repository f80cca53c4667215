export { consumeCaptcha, sendCaptcha, verifyCaptcha } from './service.ts';
