import { describe, expect, it } from '@jest/globals';
import { hlsErrorKind, mediaErrorKind, PLAYER_ERROR_TEXT, playRejectionKind, retryDelay } from './errors';

describe('player errors (spec section 8)', () => {
  it('has every text of the spec', () => {
    expect(Object.values(PLAYER_ERROR_TEXT).sort()).toEqual(
      [
        'Lecture interrompue',
        'Erreur réseau. Vérifiez votre connexion et réessayez.',
        'Impossible de lire cette vidéo',
        'Le serveur ne répond pas. Réessayez dans quelques instants.',
        'Erreur de lecture',
        'Erreur de lecture vidéo',
        'Le chargement prend trop de temps. Vérifiez votre connexion.',
        'Impossible de lancer la lecture sur cet appareil',
        'Erreur lors du contrôle de lecture',
      ].sort(),
    );
  });

  it('names media element errors', () => {
    expect(PLAYER_ERROR_TEXT[mediaErrorKind(1)]).toBe('Lecture interrompue');
    expect(PLAYER_ERROR_TEXT[mediaErrorKind(2)]).toBe('Erreur réseau. Vérifiez votre connexion et réessayez.');
    expect(PLAYER_ERROR_TEXT[mediaErrorKind(3)]).toBe('Erreur de lecture vidéo');
    expect(PLAYER_ERROR_TEXT[mediaErrorKind(4)]).toBe('Impossible de lire cette vidéo');
    expect(PLAYER_ERROR_TEXT[mediaErrorKind(undefined)]).toBe('Erreur de lecture');
  });

  it('names hls.js errors', () => {
    expect(hlsErrorKind({ type: 'networkError', details: 'manifestLoadError', status: 503 })).toBe('server');
    expect(hlsErrorKind({ type: 'networkError', details: 'fragLoadTimeOut' })).toBe('server');
    expect(hlsErrorKind({ type: 'networkError', details: 'manifestLoadError', status: 404 })).toBe('unsupported');
    expect(hlsErrorKind({ type: 'networkError', details: 'manifestLoadError' })).toBe('network');
    expect(hlsErrorKind({ type: 'mediaError', details: 'bufferAppendError' })).toBe('decode');
    expect(hlsErrorKind({ type: 'otherError', details: 'internalException' })).toBe('unknown');
  });

  it('names refused play() calls; an interrupted or autoplay-blocked play is no error', () => {
    expect(playRejectionKind('AbortError')).toBeNull();
    expect(playRejectionKind('NotAllowedError')).toBeNull();
    expect(playRejectionKind('NotSupportedError')).toBe('blocked');
    expect(playRejectionKind('TypeError')).toBe('control');
  });

  it('retries network and unsupported-source errors: 10 × 2 s on first load, then 3 × 1.5 s', () => {
    expect(retryDelay('network', 1, false)).toBe(2000);
    expect(retryDelay('unsupported', 10, false)).toBe(2000);
    expect(retryDelay('unsupported', 11, false)).toBeNull();
    expect(retryDelay('network', 1, true)).toBe(1500);
    expect(retryDelay('server', 3, true)).toBe(1500);
    expect(retryDelay('network', 4, true)).toBeNull();
    expect(retryDelay('decode', 1, false)).toBeNull();
    expect(retryDelay('timeout', 1, false)).toBeNull();
  });
});
