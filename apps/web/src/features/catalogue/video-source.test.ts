import { describe, expect, it } from 'vitest';
import { videoSourceOf } from './video-source';

describe('videoSourceOf', () => {
  it('plays uploaded and other direct links as files', () => {
    expect(videoSourceOf('/uploads/videos/oud.webm')).toEqual({ kind: 'file', src: '/uploads/videos/oud.webm' });
    expect(videoSourceOf('https://cdn.example.com/clip.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/clip.mp4' });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('plays %s in the privacy-enhanced YouTube player the content policy allows', (link) => {
    expect(videoSourceOf(link)).toEqual({
      kind: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
  });

  it('does not embed a YouTube page that is not a video', () => {
    expect(videoSourceOf('https://www.youtube.com/channel/UC123').kind).toBe('file');
  });
});
