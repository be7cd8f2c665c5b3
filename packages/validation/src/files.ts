import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_MAX_MB,
  FEEDBACK_MAX_FILES,
  FEEDBACK_VIDEO_MAX_BYTES,
  FEEDBACK_VIDEO_MAX_MB,
} from './constants';

export const FILE_MESSAGES = {
  format: '文件格式不正确，请重新上传',
  fileTooLarge: `文件超过${FEEDBACK_IMAGE_MAX_MB}M，请重新上传`,
  videoTooLarge: `视频超过${FEEDBACK_VIDEO_MAX_MB}M，请重新上传`,
  tooMany: `最多只能上传${FEEDBACK_MAX_FILES}个文件`,
  uploadFailed: '上传失败，请重新上传',
} as const;

export type FileKind = 'image' | 'video' | 'pdf';

/** Canonical MIME type -> kind. These six are the only uploads accepted (SPEC §5). */
const ALLOWED: ReadonlyMap<string, FileKind> = new Map<string, FileKind>([
  ['image/jpeg', 'image'],
  ['image/gif', 'image'],
  ['image/png', 'image'],
  ['image/bmp', 'image'],
  ['video/mp4', 'video'],
  ['application/pdf', 'pdf'],
]);

export const ALLOWED_FILE_MIME_TYPES: readonly string[] = [...ALLOWED.keys()];

/** Non-standard spellings browsers and OSes send for the same formats. */
const MIME_ALIASES: ReadonlyMap<string, string> = new Map([
  ['image/jpg', 'image/jpeg'],
  ['image/pjpeg', 'image/jpeg'],
  ['image/x-ms-bmp', 'image/bmp'],
  ['image/x-bmp', 'image/bmp'],
]);

const EXTENSION_MIME: ReadonlyMap<string, string> = new Map([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['png', 'image/png'],
  ['bmp', 'image/bmp'],
  ['mp4', 'video/mp4'],
  ['pdf', 'application/pdf'],
]);

/** Lower-cases, drops parameters ("; charset=…") and maps aliases to the canonical type. */
export function normalizeMime(mime: string): string {
  const base = (mime.split(';')[0] ?? '').trim().toLowerCase();
  return MIME_ALIASES.get(base) ?? base;
}

export function fileKindOf(mime: string | null | undefined): FileKind | null {
  if (!mime) return null;
  return ALLOWED.get(normalizeMime(mime)) ?? null;
}

export function isImageMime(mime: string | null | undefined): boolean {
  return fileKindOf(mime) === 'image';
}

export interface FileLike {
  /** The browser File's type. */
  readonly type?: string;
  /** A MIME type from elsewhere (e.g. detected on the server); wins over `type`. */
  readonly mime?: string;
  readonly size: number;
  /** Used only when no MIME type is known (browsers send '' for some files). */
  readonly name?: string;
}

function mimeOf(file: FileLike): string | undefined {
  if (file.mime) return file.mime;
  if (file.type) return file.type;
  const ext = file.name?.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : undefined;
  return ext ? EXTENSION_MIME.get(ext) : undefined;
}

/**
 * Checks one file about to be added to `currentCount` already attached ones: the count first, then the
 * format, then the size. Images and PDFs may be 6 MB, mp4 10 MB (1 MB = 1024 × 1024 bytes, inclusive).
 */
export function checkFile(file: FileLike, currentCount = 0): string | null {
  if (currentCount >= FEEDBACK_MAX_FILES) return FILE_MESSAGES.tooMany;
  const kind = fileKindOf(mimeOf(file));
  if (kind === null) return FILE_MESSAGES.format;
  if (kind === 'video') return file.size <= FEEDBACK_VIDEO_MAX_BYTES ? null : FILE_MESSAGES.videoTooLarge;
  return file.size <= FEEDBACK_IMAGE_MAX_BYTES ? null : FILE_MESSAGES.fileTooLarge;
}

/**
 * Server side: `detectedMime` is what the file's magic bytes say (e.g. file-type's `mime`, undefined when
 * unrecognised). It must be an allowed type and, when the client declared one, of the same kind, so a
 * renamed executable or a PDF posing as an image is refused.
 */
export function checkDetectedMime(detectedMime: string | null | undefined, declaredMime?: string | null): string | null {
  const detected = fileKindOf(detectedMime);
  if (detected === null) return FILE_MESSAGES.format;
  if (declaredMime && fileKindOf(declaredMime) !== detected) return FILE_MESSAGES.format;
  return null;
}
