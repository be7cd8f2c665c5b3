import type { FeedbackSubmission } from './feedbackTypes';

export interface FeedbackDraft {
  description: string;
  secondSuggestCode: string;
  contactUser: string;
  contactPhone: string;
  fileIds: string[];
}

/** Builds the submission entity of SPEC §3 from the dialog's fields. */
export function buildFeedbackSubmission(
  draft: FeedbackDraft,
  context: { url: string; customerName?: string | null; customerCode?: string | null },
): FeedbackSubmission {
  return {
    fileIds: draft.fileIds,
    feedBackContent: JSON.stringify({ url: context.url, description: draft.description.trim() }),
    feedBackType: draft.secondSuggestCode,
    customerName: context.customerName ?? '',
    customerCode: context.customerCode ?? '',
    contactUser: draft.contactUser.trim(),
    contactPhone: draft.contactPhone.trim(),
  };
}
