export { customerUploads, describeUpload, loadUpload, ownUploads } from './service.ts';
