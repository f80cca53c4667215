export { customerUploads, describeUpload, ownUploads } from './service.ts';
