import { describe, expect, it } from 'vitest';
import { authMessages, MAX_PICTURE_BYTES } from '@lome/shared';
import { pictureError } from './picture-file';

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
