/** Feedback reasons as feedbackReasonList answers them (SPEC §3). */
export interface FeedbackSecondReason {
  secondSuggestName: string;
  secondSuggestCode: string;
}
export interface FeedbackReason {
  topSuggestName: string;
  topSuggestCode?: string;
  secondList: FeedbackSecondReason[];
}

/** Feedback submission entity of SPEC §3, as sent to feedbackSubmit. */
export interface FeedbackSubmission {
  /** ids of the uploaded attachments, in the order shown */
  fileIds: string[];
  /** JSON text of { url, description } */
  feedBackContent: string;
  /** the chosen second-level reason's code (it identifies its first level too) */
  feedBackType: string;
  customerName: string;
  customerCode: string;
  contactUser: string;
  contactPhone: string;
}

export interface FeedbackUploadResult {
  fileId: string;
  fileLink: string;
}

/** Uploads one attachment; reports progress 0–100; rejects with an Error whose message is shown on the file. */
export type FeedbackUpload = (file: File, onProgress: (percent: number) => void) => Promise<FeedbackUploadResult>;

export const FEEDBACK_TEXTS = {
  title: '投诉与建议',
  replyPromise: '我们将在1个工作日内回复',
  reward: '被采纳的优秀建议最高奖励5000积分',
  requiredNotice: '请完善必填信息后再提交',
  uploadingNotice: '附件正在上传，请上传完成后再提交',
  attachmentHint: '支持jpg、gif、png、bmp、mp4、pdf格式，图片及pdf不超过6M，视频不超过10M，最多5个；可直接粘贴截图',
  submitted: '提交成功，感谢您的反馈',
  loadFailed: '系统繁忙，请稍后再试',
} as const;

/** DOM event fired on window after a successful submission; detail is the submission. */
export const FEEDBACK_SUCCESS_EVENT = 'shop:feedback-success';
export const FEEDBACK_DIALOG = 'feedback';
