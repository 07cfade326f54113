import { useEffect, useEffectEvent, useState } from 'react';

import { autoNextRemaining } from '../../player/rules/episodes';
import { PLAYBACK } from '../../player/rules/playback-rules';

/** Spec section 4: at the end of an episode, the next one starts after 3 s unless cancelled. */
export function AutoNext({ nextLabel, onGo, onCancel }: { nextLabel: string; onGo: () => void; onCancel: () => void }) {
  const [endedAt] = useState(() => Date.now());
  const [now, setNow] = useState(endedAt);
  const go = useEffectEvent(onGo);
  const remaining = autoNextRemaining(endedAt, now, PLAYBACK.autoNextSeconds);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (remaining === 0) go();
  }, [remaining]);

  return (
    <div className="auto-next" role="group" aria-label="Épisode suivant">
      <p className="auto-next__text" role="status">
        Épisode suivant dans {remaining} s : {nextLabel}
      </p>
      <div className="auto-next__actions">
        <button type="button" className="button button--primary" onClick={onGo}>
          Lire maintenant
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annuler
        </button>
      </div>
    </div>
  );
}
