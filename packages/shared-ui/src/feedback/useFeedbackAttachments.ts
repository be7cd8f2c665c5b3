import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { checkFile, FILE_MESSAGES } from '@shop/validation';
import type { FeedbackUpload } from './feedbackTypes';

/** Uploaded file entity of SPEC §3 plus progress and the error text. */
export interface FeedbackAttachment {
  uid: string;
  fileName: string;
  extension: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  fileId?: string;
  fileLink?: string;
  error?: string;
}

let uidSeq = 0;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The feedback dialog's attachments: each added file is checked (count, format, size), then uploaded, moving
 * uploading → done | error. Failed uploads stay listed (to show why) but do not count toward the five.
 */
export function useFeedbackAttachments(upload: FeedbackUpload) {
  const [items, setItems] = useState<FeedbackAttachment[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);
  // the list as of the last commit, plus what add/remove put in since: two adds in one event both count
  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = useCallback((uid: string, change: Partial<FeedbackAttachment>) => {
    if (!mounted.current) return;
    setItems((list) => list.map((it) => (it.uid === uid ? { ...it, ...change } : it)));
  }, []);

  /** Adds and starts uploading one file; returns the rejection message, or null when accepted. */
  const add = useCallback(
    (file: File): string | null => {
      const counted = itemsRef.current.filter((it) => it.status !== 'error').length;
      const problem = checkFile({ type: file.type, size: file.size, name: file.name }, counted);
      setRejection(problem);
      if (problem) return problem;
      const item: FeedbackAttachment = {
        uid: `feedback-file-${++uidSeq}`,
        fileName: file.name,
        extension: extensionOf(file.name),
        status: 'uploading',
        percent: 0,
      };
      itemsRef.current = [...itemsRef.current, item];
      setItems(itemsRef.current);
      upload(file, (percent) => patch(item.uid, { percent: Math.max(0, Math.min(100, Math.floor(percent))) })).then(
        (r) => patch(item.uid, { status: 'done', percent: 100, fileId: r.fileId, fileLink: r.fileLink }),
        (e: unknown) => {
          const message = e instanceof Error && e.message ? e.message : FILE_MESSAGES.uploadFailed;
          patch(item.uid, { status: 'error', error: message });
        },
      );
      return null;
    },
    [upload, patch],
  );

  const remove = useCallback((uid: string) => {
    itemsRef.current = itemsRef.current.filter((it) => it.uid !== uid);
    setItems(itemsRef.current);
    setRejection(null);
  }, []);

  const reject = useCallback((message: string) => setRejection(message), []);

  return {
    items,
    rejection,
    add,
    remove,
    reject,
    uploading: items.some((it) => it.status === 'uploading'),
    fileIds: items.filter((it) => it.status === 'done' && it.fileId).map((it) => it.fileId as string),
  };
}
