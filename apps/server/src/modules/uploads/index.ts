export { claimUploads } from './claim-uploads.ts';
export { describeUpload, loadUpload, ownUploads } from './service.ts';
