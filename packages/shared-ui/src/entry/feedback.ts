// @shop/shared-ui/feedback: the feedback dialog with its form and attachments (antd Form, Radio, Upload).
export * from '../feedback/feedbackTypes';
export * from '../feedback/feedbackSubmission';
export * from '../feedback/defaultFeedbackUpload';
export * from '../feedback/useFeedbackAttachments';
export * from '../feedback/FeedbackAttachments';
export * from '../feedback/FeedbackFormModal';
export * from '../feedback/FeedbackDialog';
