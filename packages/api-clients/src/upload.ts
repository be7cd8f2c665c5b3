import { currentSessionId } from '@shop/session';
import type { ServiceKind } from './config';
import { Messages } from './envelopes';
import { buildRequest } from './request';
import { unwrapAnswer } from './unwrap';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down */
  percent: number;
}

export type UploadErrorKind = 'format' | 'failed' | 'network' | 'aborted';

export class UploadError extends Error {
  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The part of XMLHttpRequest the upload uses (tests and non-browser hosts can pass their own). */
export type XhrLike = Pick<XMLHttpRequest, 'open' | 'send' | 'setRequestHeader' | 'abort' | 'status' | 'statusText' | 'responseText'> & {
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
};

export interface UploadOptions {
  url: string;
  service?: ServiceKind;
  file: Blob;
  fileName?: string;
  /** form field of the file (default 'file') */
  fileField?: string;
  /** extra form fields */
  fields?: Record<string, string>;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
}

/** SPEC §8: a returnFlg failure whose message is about the allowed types gets the format text. */
const FORMAT_MESSAGE = /jpg|jpeg|gif|png|bmp|mp4|pdf|格式/i;

/**
 * Multipart upload through XMLHttpRequest (fetch cannot report upload progress). The sessionId goes in the form,
 * the service's API-key header and the applicationId/lang query are added like every other call.
 * Resolves with the unwrapped answer; rejects with UploadError (format / failed / network / aborted).
 */
export function uploadFile<T = unknown>(opts: UploadOptions): Promise<T> {
  const form = new FormData();
  const name = opts.fileName ?? (opts.file as { name?: string }).name ?? 'file';
  form.append(opts.fileField ?? 'file', opts.file, name);
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  const built = buildRequest(
    { url: opts.url, service: opts.service ?? 'customer', method: 'POST', body: form, sessionIdIn: 'body' },
    currentSessionId(),
  );
  const xhr = opts.createXhr ? opts.createXhr() : (new XMLHttpRequest() as unknown as XhrLike);

  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new UploadError('aborted', Messages.UPLOAD_FAILED));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', built.url);
    for (const [k, v] of Object.entries(built.init.headers as Record<string, string>)) {
      // the browser writes the multipart content type with its boundary
      if (k.toLowerCase() !== 'content-type') xhr.setRequestHeader(k, v);
    }
    xhr.upload.onprogress = (e) => {
      if (!e.lengthComputable || !opts.onProgress) return;
      opts.onProgress({ loaded: e.loaded, total: e.total, percent: Math.floor((e.loaded / e.total) * 100) });
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      const r = unwrapAnswer(built.envelope, {
        status: xhr.status,
        statusText: xhr.statusText,
        body,
        text: xhr.responseText ?? '',
        url: built.publicUrl,
      });
      if (!r.error) return resolve(r.data as T);
      const server = r.error.message;
      const isFormat = typeof r.error.status === 'number' && r.error.status < 300 && FORMAT_MESSAGE.test(server);
      reject(new UploadError(isFormat ? 'format' : 'failed', isFormat ? Messages.UPLOAD_FORMAT : Messages.UPLOAD_FAILED, server));
    };
    xhr.onerror = () => reject(new UploadError('network', Messages.UPLOAD_FAILED));
    xhr.ontimeout = () => reject(new UploadError('network', Messages.UPLOAD_FAILED));
    xhr.onabort = () => reject(new UploadError('aborted', Messages.UPLOAD_FAILED));
    xhr.send(form);
  });
}

/** Uploaded file entity of SPEC §3 (plus progress and the error text for the UI). */
export interface UploadedFile {
  uid: string;
  fileId: string | null;
  fileLink: string | null;
  fileName: string;
  extension: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  errorMessage?: string;
}

/** Answer of /Customer/uploadVOCFile (returnFlg 0 = success). */
export interface VocUploadAnswer {
  returnFlg: number;
  returnMSG: string;
  fileId: string;
  fileLink: string;
}

export const VOC_UPLOAD_PATH = '/Customer/uploadVOCFile';

let uidSeq = 0;

/**
 * Uploads a feedback attachment and reports the entity as it moves uploading → done | error. The returned
 * promise always resolves (with the final entity); `abort` cancels.
 */
export function uploadVocFile(
  file: Blob & { name?: string },
  opts: { onChange?: (f: UploadedFile) => void; createXhr?: () => XhrLike; url?: string } = {},
): { file: UploadedFile; done: Promise<UploadedFile>; abort: () => void } {
  const fileName = file.name ?? 'file';
  const dot = fileName.lastIndexOf('.');
  let current: UploadedFile = {
    uid: `upload-${Date.now()}-${++uidSeq}`,
    fileId: null,
    fileLink: null,
    fileName,
    extension: dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '',
    status: 'uploading',
    percent: 0,
  };
  const update = (patch: Partial<UploadedFile>) => {
    current = { ...current, ...patch };
    opts.onChange?.(current);
  };
  const controller = new AbortController();
  opts.onChange?.(current);
  const done = uploadFile<VocUploadAnswer>({
    url: opts.url ?? VOC_UPLOAD_PATH,
    service: 'customer',
    file,
    fileName,
    signal: controller.signal,
    createXhr: opts.createXhr,
    onProgress: (p) => update({ percent: p.percent }),
  }).then(
    (answer) => {
      update({ status: 'done', percent: 100, fileId: answer.fileId, fileLink: answer.fileLink });
      return current;
    },
    (e: UploadError) => {
      update({ status: 'error', errorMessage: e.message });
      return current;
    },
  );
  return { file: current, done, abort: () => controller.abort() };
}
