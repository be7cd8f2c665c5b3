import { uploadFile, VOC_UPLOAD_PATH, type VocUploadAnswer } from '@shop/api-clients/upload';
import type { FeedbackUpload } from './feedbackTypes';

/** Uploads to /Customer/uploadVOCFile; failures carry the SPEC §8 texts (format incorrect / upload failed). */
export const defaultFeedbackUpload: FeedbackUpload = async (file, onProgress) => {
  const answer = await uploadFile<VocUploadAnswer>({
    url: VOC_UPLOAD_PATH,
    service: 'customer',
    file,
    fileName: file.name,
    onProgress: (p) => onProgress(p.percent),
  });
  return { fileId: answer.fileId, fileLink: answer.fileLink };
};
