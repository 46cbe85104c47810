import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeOfLink, shareOrCopy, whatsappShareUrl } from './share';

const link = 'https://chezmama.tg/ref/K7M2QX';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubNavigator(patch: Partial<Navigator>) {
  vi.stubGlobal('navigator', { ...navigator, ...patch });
  vi.stubGlobal('isSecureContext', true);
}

describe('whatsappShareUrl', () => {
  it('opens wa.me with the invitation and the link, encoded', () => {
    const url = new URL(whatsappShareUrl(link));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toMatch(/ https:\/\/chezmama\.tg\/ref\/K7M2QX$/);
  });
});

describe('shareOrCopy', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    await expect(shareOrCopy(link)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } as unknown as Clipboard });
    await expect(shareOrCopy(link)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('says nothing when the person closes the share sheet, and copies when sharing fails otherwise', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    await expect(shareOrCopy(link)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();

    share.mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    await expect(shareOrCopy(link)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link);
  });
});

describe('codeOfLink', () => {
  it.each([
    ['https://chezmama.tg/ref/K7M2QX', 'K7M2QX'],
    ['https://chezmama.tg/register?type=apporteur&ref=AB12CD', 'AB12CD'],
    ['/ref/ZZ99', 'ZZ99'],
    ['https://chezmama.tg/register', null],
  ])('%s carries %s', (url, code) => {
    expect(codeOfLink(url)).toBe(code);
  });
});
