/** How a product video link can be played: a file in <video>, or a YouTube clip in its privacy-enhanced player. */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'youtube'; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeIdOf(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' ? (id ?? null) : null;
}

export function videoSourceOf(link: string): VideoSource {
  let url: URL;
  try {
    url = new URL(link, window.location.origin);
  } catch {
    return { kind: 'file', src: link };
  }
  const id = youtubeIdOf(url);
  // The server's content policy allows frames from youtube-nocookie.com only.
  if (id && YOUTUBE_ID.test(id)) return { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` };
  return { kind: 'file', src: link };
}
