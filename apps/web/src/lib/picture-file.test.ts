import { describe, expect, it } from 'vitest';
import { authMessages, MAX_PHOTO_UPLOAD_BYTES, MAX_PICTURE_BYTES } from '@lome/shared';
import { photoError, pictureError } from './picture-file';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'photo', { type });

describe('pictureError', () => {
  it.each([
    ['no file', undefined, authMessages.pictureRequired],
    ['a PNG', file(1000, 'image/png'), null],
    ['a JPEG of exactly 2 Mo', file(MAX_PICTURE_BYTES, 'image/jpeg'), null],
    ['a JPEG one byte over 2 Mo', file(MAX_PICTURE_BYTES + 1, 'image/jpeg'), authMessages.pictureTooLarge],
    ['a GIF', file(1000, 'image/gif'), authMessages.pictureType],
    ['a text file', file(10, 'text/plain'), authMessages.pictureType],
  ])('%s', (_name, picked, expected) => {
    expect(pictureError(picked)).toBe(expected);
  });
});

describe('photoError', () => {
  it.each([
    ['no file', undefined, authMessages.pictureRequired],
    ['a 3 Mo phone JPEG', file(3 * 1024 * 1024, 'image/jpeg'), null],
    ['a WebP', file(1000, 'image/webp'), null],
    ['a HEIC', file(1000, 'image/heic'), null],
    ['a file of unknown type, left to the server', file(1000, ''), null],
    ['a JPEG of exactly 15 Mo', file(MAX_PHOTO_UPLOAD_BYTES, 'image/jpeg'), null],
    [
      'a JPEG one byte over 15 Mo',
      file(MAX_PHOTO_UPLOAD_BYTES + 1, 'image/jpeg'),
      authMessages.photoTooLarge,
    ],
    ['a GIF', file(1000, 'image/gif'), authMessages.photoType],
    ['a text file', file(10, 'text/plain'), authMessages.photoType],
  ])('%s', (_name, picked, expected) => {
    expect(photoError(picked)).toBe(expected);
  });
});
