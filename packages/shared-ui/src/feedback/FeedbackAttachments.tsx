import { useEffect } from 'react';
import Upload, { type UploadFile } from 'antd/es/upload';
import Button from 'antd/es/button';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { FILE_MESSAGES, isImageMime } from '@shop/validation';
import type { FeedbackAttachment } from './useFeedbackAttachments';
import { FEEDBACK_TEXTS } from './feedbackTypes';

const ACCEPT = '.jpg,.jpeg,.gif,.png,.bmp,.mp4,.pdf,image/jpeg,image/gif,image/png,image/bmp,video/mp4,application/pdf';

export interface FeedbackAttachmentsProps {
  items: FeedbackAttachment[];
  rejection: string | null;
  add: (file: File) => string | null;
  remove: (uid: string) => void;
  reject: (message: string) => void;
}

function toUploadFile(it: FeedbackAttachment): UploadFile {
  return {
    uid: it.uid,
    name: it.fileName,
    status: it.status,
    percent: it.percent,
    url: it.fileLink,
    response: it.error,
    error: it.error ? new Error(it.error) : undefined,
  };
}

/**
 * Attachment picker of the feedback dialog. Only the first of several dropped or chosen files is taken; a pasted
 * screenshot (anywhere while the dialog is open) is attached when it is an image.
 */
export function FeedbackAttachments({ items, rejection, add, remove, reject }: FeedbackAttachmentsProps) {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = e.clipboardData?.files?.[0];
      if (!file) return; // plain text: let it paste into the field
      if (isImageMime(file.type)) {
        e.preventDefault();
        add(file);
        return;
      }
      // rich text copied from an office program carries a file too; its text still pastes
      if (e.clipboardData?.getData('text/plain')) return;
      e.preventDefault();
      reject(FILE_MESSAGES.format);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [add, reject]);

  return (
    <div data-testid="feedback-attachments">
      <Upload
        // no filtering by `accept`: a wrong file must reach the check to get its message
        accept={{ format: ACCEPT, filter: 'native' }}
        multiple={false}
        fileList={items.map(toUploadFile)}
        beforeUpload={(file, batch) => {
          if (batch.length <= 1 || file === batch[0]) add(file);
          // the dialog uploads itself (through its `upload` prop); antd must neither upload nor list the file
          return Upload.LIST_IGNORE;
        }}
        onRemove={(f) => {
          remove(f.uid);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>上传附件</Button>
      </Upload>
      <div style={{ color: '#888', fontSize: 12, marginTop: 4 }}>{FEEDBACK_TEXTS.attachmentHint}</div>
      {rejection ? (
        <div role="alert" data-testid="feedback-file-error" style={{ color: '#ff4d4f', fontSize: 12 }}>
          {rejection}
        </div>
      ) : null}
    </div>
  );
}
