import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

import { useDismiss } from '../../../shared/hooks/use-dismiss';
import { airPlaySupported, CAST_TEXT, type CastContext, castTo, loadChromecast, showAirPlayPicker, stopCasting } from '../cast';
import { Icon } from './icons';

type ChromecastState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; context: CastContext } | { kind: 'casting'; context: CastContext } | { kind: 'unavailable'; text: string };

const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);

/**
 * 'Diffuser sur un téléviseur': Chromecast when Google's sender script loads (offline it says
 * 'Chromecast non disponible'), AirPlay where the browser offers it. Failures are shown in the menu
 * with the spec's texts; local playback goes on whatever happens here.
 */
export function CastMenu({ videoRef, source, title }: { videoRef: RefObject<HTMLVideoElement | null>; source: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [chromecast, setChromecast] = useState<ChromecastState>({ kind: 'idle' });
  const [message, setMessage] = useState('');
  const [airPlayAvailable, setAirPlayAvailable] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, dismiss, rootRef, buttonRef);

  // Safari tells when an AirPlay target is around.
  useEffect(() => {
    const element = videoRef.current;
    if (!element || !airPlaySupported()) return;
    const onAvailability = (event: Event) => setAirPlayAvailable((event as Event & { availability?: string }).availability === 'available');
    element.addEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
    return () => element.removeEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
  }, [videoRef]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && (chromecast.kind === 'idle' || chromecast.kind === 'unavailable')) {
      setChromecast({ kind: 'loading' });
      setMessage('');
      loadChromecast().then(
        (context) => setChromecast({ kind: 'ready', context }),
        (error: unknown) => setChromecast({ kind: 'unavailable', text: messageOf(error, CAST_TEXT.unavailable) }),
      );
    }
  };

  const startChromecast = async () => {
    if (chromecast.kind !== 'ready') return;
    setMessage('');
    try {
      // The member closed the device picker: nothing to say, playback goes on here.
      if (!(await castTo(chromecast.context, source, title, videoRef.current?.currentTime ?? 0))) return;
      videoRef.current?.pause();
      setChromecast({ kind: 'casting', context: chromecast.context });
      setMessage('Lecture sur le téléviseur');
    } catch (error) {
      setMessage(messageOf(error, CAST_TEXT.castFailed));
    }
  };

  const stopChromecast = () => {
    if (chromecast.kind !== 'casting') return;
    try {
      stopCasting(chromecast.context);
      setChromecast({ kind: 'ready', context: chromecast.context });
      setMessage('');
    } catch (error) {
      setMessage(messageOf(error, CAST_TEXT.stopFailed));
    }
  };

  const airPlay = () => {
    const element = videoRef.current;
    if (!element || !showAirPlayPicker(element)) setMessage('AirPlay non disponible');
  };

  let chromecastItem;
  if (chromecast.kind === 'ready') {
    chromecastItem = (
      <button type="button" className="player__popup-item" onClick={() => void startChromecast()}>
        Chromecast
      </button>
    );
  } else if (chromecast.kind === 'casting') {
    chromecastItem = (
      <button type="button" className="player__popup-item" onClick={stopChromecast}>
        Arrêter la diffusion Chromecast
      </button>
    );
  } else {
    chromecastItem = <p className="player__popup-note" role="status">{chromecast.kind === 'unavailable' ? chromecast.text : 'Recherche de Chromecast…'}</p>;
  }

  return (
    <div className="player__menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="player__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label="Diffuser sur un téléviseur"
        onClick={toggle}
      >
        <Icon name="cast" />
      </button>
      {open && (
        <div id={panelId} className="player__popup" role="group" aria-label="Diffuser sur un téléviseur" data-player-menu>
          {chromecastItem}
          {airPlaySupported() && (
            <button type="button" className="player__popup-item" onClick={airPlay} disabled={!airPlayAvailable}>
              AirPlay
            </button>
          )}
          <p className="player__popup-note" role="status">
            {message}
          </p>
        </div>
      )}
    </div>
  );
}
