import { useEffect, useMemo, useRef, useState } from 'react';
import Modal from 'antd/es/modal';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Input from 'antd/es/input';
import Button from 'antd/es/button';
import { FEEDBACK_CONTACT_MAX_LENGTH, FEEDBACK_DESCRIPTION_MAX_LENGTH, FEEDBACK_MESSAGES, validateFeedback } from '@shop/validation';
import { ClearableInput } from '../ClearableInput';
import { ThrottledButton } from '../ThrottledButton';
import { trackDialogClick } from '../analytics';
import { SECOND_LEVEL_TIP_MS, Z_INDEX_MODAL } from '../zIndex';
import { FeedbackAttachments } from './FeedbackAttachments';
import { buildFeedbackSubmission } from './feedbackSubmission';
import { FEEDBACK_DIALOG, FEEDBACK_TEXTS, type FeedbackReason, type FeedbackSubmission, type FeedbackUpload } from './feedbackTypes';
import { useFeedbackAttachments } from './useFeedbackAttachments';

export interface FeedbackFormModalProps {
  reasons: FeedbackReason[];
  upload: FeedbackUpload;
  submit: (payload: FeedbackSubmission) => Promise<unknown>;
  onCancel: () => void;
  onSubmitted: (payload: FeedbackSubmission) => void;
  pageUrl: string;
  customerName?: string | null;
  customerCode?: string | null;
  defaultContactUser?: string;
  defaultContactPhone?: string;
}

const topKeyOf = (r: FeedbackReason) => r.topSuggestCode ?? r.topSuggestName;
const red = { color: '#ff4d4f' };

/** The feedback form in its modal; mounted afresh for every opening so nothing of a previous draft remains. */
export function FeedbackFormModal({
  reasons,
  upload,
  submit,
  onCancel,
  onSubmitted,
  pageUrl,
  customerName,
  customerCode,
  defaultContactUser = '',
  defaultContactPhone = '',
}: FeedbackFormModalProps) {
  const [topKey, setTopKey] = useState<string | null>(null);
  const [secondCode, setSecondCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [contactUser, setContactUser] = useState(defaultContactUser);
  const [contactPhone, setContactPhone] = useState(defaultContactPhone);
  const [attempted, setAttempted] = useState(false);
  const [tipVisible, setTipVisible] = useState(false);
  const tipTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [uploadingNotice, setUploadingNotice] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const files = useFeedbackAttachments(upload);

  const top = useMemo(() => reasons.find((r) => topKeyOf(r) === topKey) ?? null, [reasons, topKey]);
  const errors = validateFeedback({
    description,
    contactUser,
    contactPhone,
    topSuggestCode: topKey ?? '',
    secondSuggestCode: secondCode ?? '',
    fileIds: files.fileIds,
  });
  const shown = attempted ? errors : {};

  useEffect(() => () => clearTimeout(tipTimer.current), []);
  /** Shows the second-level tip for SECOND_LEVEL_TIP_MS, from the latest attempt on. */
  const showSecondLevelTip = () => {
    clearTimeout(tipTimer.current);
    setTipVisible(true);
    tipTimer.current = setTimeout(() => setTipVisible(false), SECOND_LEVEL_TIP_MS);
  };

  const onSubmit = async () => {
    trackDialogClick(FEEDBACK_DIALOG, '提交');
    const failing = Object.keys(errors);
    if (failing.length === 1 && failing[0] === 'secondSuggestCode') {
      showSecondLevelTip();
      return;
    }
    if (failing.length > 0) {
      setAttempted(true);
      return;
    }
    if (files.uploading) {
      setUploadingNotice(true);
      return;
    }
    const payload = buildFeedbackSubmission(
      { description, secondSuggestCode: secondCode ?? '', contactUser, contactPhone, fileIds: files.fileIds },
      { url: pageUrl, customerName, customerCode },
    );
    setSubmitting(true);
    try {
      await submit(payload);
    } catch (e) {
      // SPEC §8: feedback-submit errors are only logged; the draft stays so the customer can try again
      console.error('[feedback] submit failed', e);
      setSubmitting(false);
      return;
    }
    onSubmitted(payload);
  };

  const notice =
    attempted && Object.keys(errors).length > 0
      ? FEEDBACK_TEXTS.requiredNotice
      : uploadingNotice && files.uploading
        ? FEEDBACK_TEXTS.uploadingNotice
        : null;

  return (
    <Modal
      open
      title={FEEDBACK_TEXTS.title}
      width={640}
      zIndex={Z_INDEX_MODAL}
      centered
      mask={{ closable: false }}
      onCancel={() => {
        trackDialogClick(FEEDBACK_DIALOG, '关闭');
        onCancel();
      }}
      footer={
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
          {notice ? (
            <span role="alert" data-testid="feedback-required-notice" style={{ ...red, marginRight: 'auto' }}>
              {notice}
            </span>
          ) : null}
          <Button
            onClick={() => {
              trackDialogClick(FEEDBACK_DIALOG, '取消');
              onCancel();
            }}
          >
            取消
          </Button>
          <ThrottledButton type="primary" loading={submitting} onClick={() => void onSubmit()}>
            提交
          </ThrottledButton>
        </div>
      }
    >
      <p style={{ background: '#f5f8fc', padding: '6px 10px', margin: '0 0 12px' }}>
        {FEEDBACK_TEXTS.replyPromise}，{FEEDBACK_TEXTS.reward}
      </p>
      <Form layout="horizontal" labelCol={{ flex: '90px' }} labelWrap colon={false} component="div">
        <Form.Item label="反馈类型" required validateStatus={shown.topSuggestCode ? 'error' : undefined} help={shown.topSuggestCode}>
          <Radio.Group
            optionType="button"
            value={topKey}
            onChange={(e) => {
              setTopKey(String(e.target.value));
              setSecondCode(null);
            }}
            options={reasons.map((r) => ({ label: r.topSuggestName, value: topKeyOf(r) }))}
          />
        </Form.Item>
        {top ? (
          <Form.Item
            label="具体问题"
            required
            validateStatus={shown.secondSuggestCode || tipVisible ? 'error' : undefined}
            help={
              tipVisible ? (
                <span data-testid="feedback-second-tip">{FEEDBACK_MESSAGES.secondSuggestRequired}</span>
              ) : (
                shown.secondSuggestCode
              )
            }
          >
            <Radio.Group
              value={secondCode}
              onChange={(e) => {
                setSecondCode(String(e.target.value));
                setTipVisible(false);
              }}
              options={top.secondList.map((s) => ({ label: s.secondSuggestName, value: s.secondSuggestCode }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="问题描述" required validateStatus={shown.description ? 'error' : undefined} help={shown.description}>
          <Input.TextArea
            aria-label="问题描述"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={FEEDBACK_DESCRIPTION_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder="请详细描述您遇到的问题或建议"
          />
        </Form.Item>
        <Form.Item label="附件">
          <FeedbackAttachments
            items={files.items}
            rejection={files.rejection}
            add={files.add}
            remove={files.remove}
            reject={files.reject}
          />
        </Form.Item>
        <Form.Item label="联系人" required>
          <ClearableInput
            aria-label="联系人"
            value={contactUser}
            onChange={setContactUser}
            check="contactName"
            maxLength={FEEDBACK_CONTACT_MAX_LENGTH}
            error={shown.contactUser ?? null}
            placeholder="请输入联系人"
          />
        </Form.Item>
        <Form.Item label="联系电话" required>
          <ClearableInput
            aria-label="联系电话"
            value={contactPhone}
            onChange={setContactPhone}
            check="contactPhone"
            maxLength={FEEDBACK_CONTACT_MAX_LENGTH}
            error={shown.contactPhone ?? null}
            placeholder="请输入联系电话"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
