export {
  createAttachmentReaders,
  membersMayRead,
  type AttachmentReader,
  type AttachmentReaders,
} from './attachment-readers.ts';
export { claimUploads } from './upload-store.ts';
export { localUploadFiles, type LocalUploadFile } from './local-upload-files.ts';
export { describeUpload, loadUpload, ownUploads } from './service.ts';
