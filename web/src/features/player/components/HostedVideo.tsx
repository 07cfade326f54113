import type { VideoSource } from '@streaming/contracts';
import { type ReactNode, useEffect, useState } from 'react';

import { EmbedFrame } from '../../../shared/ui/EmbedFrame';
import { ExternalLink } from '../../../shared/ui/ExternalLink';
import { Poster } from '../../../shared/ui/Poster';
import { hostAnswers } from '../hls';
import { PLAYER_ERROR_TEXT } from '../rules/errors';
import type { Version } from '../rules/source';
import { VersionSwitch } from './VersionSwitch';

type Embed = Extract<VideoSource, { kind: 'embed' }>;

interface VersionBarProps {
  version: Version;
  onChange: (version: Version) => void;
  missing: ReadonlySet<Version>;
  /** The title's page on its host, when no version plays it. */
  elsewhere: Exclude<VideoSource, { kind: 'media' }> | null;
  toolbar?: ReactNode;
}

/** Under the player: the version switch, the title's page on its host, the page's own buttons. */
export function VersionBar({ version, onChange, missing, elsewhere, toolbar }: VersionBarProps) {
  return (
    <div className="player-slot__versions">
      <VersionSwitch version={version} onChange={onChange} unavailable={missing} />
      {elsewhere && (
        <ExternalLink href={elsewhere.url} className="player-slot__elsewhere">
          Regarder sur {elsewhere.host}
        </ExternalLink>
      )}
      {toolbar}
    </div>
  );
}

interface HostedVideoProps {
  label: string;
  posterUrl: string | null;
  /** A page of another site (embedded or linked), or nothing to play. */
  source: Exclude<VideoSource, { kind: 'media' }> | null;
  bar: ReactNode;
}

/**
 * A version that does not play in our player: the host's own player in a sandboxed frame, or a link
 * to the page (new tab), or the message that there is nothing to play.
 */
export function HostedVideo({ label, posterUrl, source, bar }: HostedVideoProps) {
  return (
    <section className="player-slot" aria-label={`Lecteur vidéo : ${label}`}>
      {source?.kind === 'embed' ? (
        <EmbeddedPlayer key={source.embedUrl} label={label} source={source} />
      ) : (
        <div className="player-slot__screen">
          <Poster url={posterUrl} className="player-slot__backdrop" eager />
          <div className="player-slot__message">
            {source ? (
              <>
                <p className="player-slot__text">Cette vidéo se regarde sur le site qui l’héberge.</p>
                <ExternalLink href={source.url} className="button button--primary">
                  Regarder sur {source.host}
                </ExternalLink>
              </>
            ) : (
              <p className="player-slot__text">Aucune vidéo disponible pour ce titre</p>
            )}
          </div>
        </div>
      )}
      {bar}
    </section>
  );
}

/** The host's player. A host that does not answer ends on the network error, with 'Réessayer'. */
function EmbeddedPlayer({ label, source }: { label: string; source: Embed }) {
  const [attempt, setAttempt] = useState(0);
  const [down, setDown] = useState(false);
  useEffect(() => {
    let alive = true;
    void hostAnswers(source.embedUrl).then((answers) => {
      if (alive) setDown(!answers);
    });
    return () => {
      alive = false;
    };
  }, [source.embedUrl, attempt]);

  return (
    <>
      <div className="player-slot__screen player-slot__screen--embed">
        {down ? (
          <div className="player-slot__message" role="alert">
            <p className="player-slot__text">{PLAYER_ERROR_TEXT.network}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setDown(false);
                setAttempt((n) => n + 1);
              }}
            >
              Réessayer
            </button>
          </div>
        ) : (
          <EmbedFrame key={attempt} src={source.embedUrl} title={`Vidéo : ${label} (lecteur de ${source.host})`} />
        )}
      </div>
      <p className="player-slot__hint player-slot__note">
        Lecture sur le lecteur de {source.host} : la reprise de la lecture et les raccourcis clavier de ce site ne s’y appliquent pas.
      </p>
    </>
  );
}
