import { useState } from 'react';

import { pausePlayingVideos } from '../../../shared/media';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { Modal } from '../../../shared/ui/Modal';
import { parseTrailer } from '../trailer';

/**
 * 'Bande-annonce': opens a modal with the YouTube, Vimeo or archive.org player, the video file itself, or
 * a link. The page's player is paused first, so that the two soundtracks do not play together.
 */
export function TrailerButton({ title, url }: { title: string; url: string | null }) {
  const [open, setOpen] = useState(false);
  const trailer = parseTrailer(url);
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
              <iframe
                src={trailer.src}
                title={`Bande-annonce de ${title} (${trailer.provider})`}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : trailer.kind === 'file' ? (
            <div className="trailer__frame">
              <video src={trailer.src} controls autoPlay playsInline aria-label={`Bande-annonce de ${title}`} />
            </div>
          ) : (
            <p>
              Cette bande-annonce est hébergée sur un autre site :{' '}
              <ExternalLink href={trailer.href}>regarder la bande-annonce</ExternalLink>
            </p>
          )}
        </Modal>
      )}
    </>
  );
}
