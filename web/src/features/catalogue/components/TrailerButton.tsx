import type { VideoSource } from '@streaming/contracts';
import { useState } from 'react';

import { pausePlayingVideos } from '../../../shared/media';
import { EmbedFrame } from '../../../shared/ui/EmbedFrame';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { Modal } from '../../../shared/ui/Modal';

/**
 * 'Bande-annonce': opens a modal with the host's embedded player (sandboxed), the video file itself, or
 * a link, as the catalogue described the trailer. The page's player is paused first, so that the two
 * soundtracks do not play together.
 */
export function TrailerButton({ title, trailer }: { title: string; trailer: VideoSource | null }) {
  const [open, setOpen] = useState(false);
  if (!trailer) return null;

  const openTrailer = () => {
    pausePlayingVideos();
    setOpen(true);
  };

  return (
    <>
      <button type="button" className="button button--secondary" onClick={openTrailer}>
        <span aria-hidden="true">▶</span> Bande-annonce
      </button>
      {open && (
        <Modal title={`Bande-annonce : ${title}`} onClose={() => setOpen(false)} className="modal--trailer">
          {trailer.kind === 'embed' ? (
            <div className="trailer__frame">
              <EmbedFrame src={trailer.embedUrl} title={`Bande-annonce de ${title} (${trailer.host})`} />
            </div>
          ) : trailer.kind === 'media' ? (
            <div className="trailer__frame">
              <video src={trailer.url} controls autoPlay playsInline aria-label={`Bande-annonce de ${title}`} />
            </div>
          ) : (
            <p>
              Cette bande-annonce est hébergée sur un autre site :{' '}
              <ExternalLink href={trailer.url}>regarder la bande-annonce sur {trailer.host}</ExternalLink>
            </p>
          )}
        </Modal>
      )}
    </>
  );
}
