import type { AttachmentReader } from '../uploads/index.ts';

/**
 * Who reads an avatar (docs/api.md "Uploads", Attachments): the avatar gives its file no reader
 * of its own. It is always its user's own upload (`claimUploads`), so it stays the uploader's,
 * as a file attached nowhere, and operators'.
 */
export const avatarAttachments: AttachmentReader = {
  kind: 'avatar',
  member: async () => null,
};
