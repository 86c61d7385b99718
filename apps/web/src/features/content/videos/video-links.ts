import { toEmbedUrl, videoIdFromUrl } from '@shop/core';

/**
 * The video service's page for a video, where it can be watched when the embed cannot
 * play here: watch?v={id}, or the link as stored when no id can be read from it.
 */
export function videoWatchUrl(videoUrl: string): string {
  const id = videoIdFromUrl(videoUrl);
  return id ? `https://www.youtube.com/watch?v=${encodeURIComponent(id)}` : videoUrl;
}

/** The address the modal player's iframe loads: core toEmbedUrl ('shorts/' → 'embed/'). */
export function videoEmbedUrl(videoUrl: string): string {
  return toEmbedUrl(videoUrl);
}
