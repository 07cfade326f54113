/**
 * A video host's own player (YouTube, Vimeo, the Internet Archive...), at the embed address the
 * catalogue derived: sandboxed (its scripts on its own origin, fullscreen, links opening a new tab),
 * within the frame-src of the gateway's Content-Security-Policy.
 */
export function EmbedFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
