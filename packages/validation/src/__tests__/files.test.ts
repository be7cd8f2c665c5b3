import { FEEDBACK_IMAGE_MAX_BYTES as IMG, FEEDBACK_VIDEO_MAX_BYTES as VID } from '../constants';
import {
  ALLOWED_FILE_MIME_TYPES,
  FILE_MESSAGES as F,
  checkDetectedMime,
  checkFile,
  fileKindOf,
  isImageMime,
  normalizeMime,
} from '../files';

describe('FILE_MESSAGES', () => {
  it('words the upload errors as the spec asks', () => {
    expect(F.format).toBe('文件格式不正确，请重新上传');
    expect(F.fileTooLarge).toBe('文件超过6M，请重新上传');
    expect(F.videoTooLarge).toBe('视频超过10M，请重新上传');
    expect(F.tooMany).toBe('最多只能上传5个文件');
  });
});

describe('checkFile', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, 0, null],
    [{ type: 'image/gif', size: IMG }, 0, null],
    [{ type: 'image/png', size: IMG + 1 }, 0, F.fileTooLarge],
    [{ type: 'image/bmp', size: 10 }, 4, null],
    [{ type: 'image/x-ms-bmp', size: 10 }, 0, null],
    [{ type: 'image/jpg', size: 10 }, 0, null],
    [{ type: 'IMAGE/PNG', size: 10 }, 0, null],
    [{ type: 'video/mp4', size: VID }, 0, null],
    [{ type: 'video/mp4', size: VID + 1 }, 0, F.videoTooLarge],
    [{ type: 'video/mp4', size: IMG + 1 }, 0, null], // a 7 MB video is fine
    [{ type: 'application/pdf', size: IMG }, 0, null],
    [{ type: 'application/pdf', size: IMG + 1 }, 0, F.fileTooLarge],
    [{ type: 'image/webp', size: 10 }, 0, F.format],
    [{ type: 'video/quicktime', size: 10 }, 0, F.format],
    [{ type: 'application/zip', size: 10 }, 0, F.format],
    [{ type: '', size: 10 }, 0, F.format],
    [{ type: '', name: 'scan.PDF', size: 10 }, 0, null], // browsers sometimes send no type
    [{ type: '', name: 'noext', size: 10 }, 0, F.format],
    [{ type: 'image/png', mime: 'application/x-msdownload', size: 10 }, 0, F.format], // detected type wins
    [{ type: 'image/png', size: 10 }, 5, F.tooMany], // the sixth file
    [{ type: 'image/webp', size: 10 }, 5, F.tooMany],
  ] as const)('%j with %i attached -> %s', (file, count, expected) => {
    expect(checkFile(file, count)).toBe(expected);
  });
});

describe('MIME helpers', () => {
  it('normalises parameters, case and aliases', () => {
    expect(normalizeMime(' Image/JPG ; q=1')).toBe('image/jpeg');
    expect(ALLOWED_FILE_MIME_TYPES).toEqual(['image/jpeg', 'image/gif', 'image/png', 'image/bmp', 'video/mp4', 'application/pdf']);
    expect(fileKindOf('video/mp4')).toBe('video');
    expect(fileKindOf(undefined)).toBeNull();
  });

  it('accepts only images for pasted screenshots', () => {
    expect(isImageMime('image/png')).toBe(true);
    expect(isImageMime('application/pdf')).toBe(false);
    expect(isImageMime('image/svg+xml')).toBe(false);
  });

  it.each([
    ['image/png', undefined, null],
    ['image/jpeg', 'image/png', null], // same kind: a mislabelled image is still an image
    ['application/pdf', 'application/pdf', null],
    [undefined, 'image/png', F.format], // magic bytes unrecognised
    ['application/x-msdownload', 'image/png', F.format],
    ['application/pdf', 'image/png', F.format], // kind differs from the declared one
    ['video/mp4', 'image/gif', F.format],
    ['image/webp', undefined, F.format],
  ] as const)('detected %s, declared %s -> %s', (detected, declared, expected) => {
    expect(checkDetectedMime(detected, declared)).toBe(expected);
  });
});
