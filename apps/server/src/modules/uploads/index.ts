export { describeUpload, ownUploads } from './service.ts';
