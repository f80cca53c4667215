export { claimUploads } from './upload-store.ts';
export { describeUpload, loadUpload, ownUploads } from './service.ts';
