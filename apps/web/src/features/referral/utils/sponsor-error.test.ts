import { messages } from '@lome/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sponsorError, sponsorFallbacks, withSponsorError } from './sponsor-error';

describe('sponsor call errors (spec §8)', () => {
  it("shows the server's message when it gave one, and keeps the status", () => {
    const e = sponsorError(
      new ApiError(403, 'Réservé aux apporteurs et sponsors', 'FORBIDDEN'),
      'Erreur de chargement',
    );
    expect(e).toMatchObject({
      status: 403,
      message: 'Réservé aux apporteurs et sponsors',
      code: 'FORBIDDEN',
    });
  });

  it.each([
    ['a server answer without message', new ApiError(500, messages.unknownError)],
    ['a network failure', new ApiError(0, 'Erreur de réseau')],
    ['anything else thrown', new Error('boom')],
  ])('falls back to the call’s own text on %s', (_, error) => {
    expect(sponsorError(error, sponsorFallbacks.link).message).toBe('Erreur de génération');
    expect(sponsorError(error, sponsorFallbacks.dashboard).message).toBe('Erreur de chargement');
    expect(sponsorError(error, sponsorFallbacks.rewards).message).toBe('Erreur de chargement');
  });

  it('passes a success through and rethrows a failure with the §8 message', async () => {
    await expect(withSponsorError(() => Promise.resolve(7), 'x')).resolves.toBe(7);
    await expect(
      withSponsorError(() => Promise.reject(new ApiError(500, messages.unknownError)), sponsorFallbacks.link),
    ).rejects.toMatchObject({ status: 500, message: 'Erreur de génération' });
  });
});
