import type Quill from 'quill';
import type ImageBlot from 'quill/formats/image';
import type LinkBlot from 'quill/formats/link';
import type VideoBlot from 'quill/formats/video';
import { sanitizeImageUrl, sanitizeLinkUrl, sanitizeVideoUrl } from '../link-rules';

type QuillClass = typeof Quill;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let registered = false;

/**
 * Swaps Quill's link, image and video formats for ones that follow the spec's
 * link rules (link-rules.ts). Quill blanks a refused link to about:blank and a
 * refused image to //:0; the server drops both on save.
 */
export function registerSafeFormats(QuillCtor: QuillClass): void {
  if (registered) return;
  registered = true;
  const Link = QuillCtor.import('formats/link') as typeof LinkBlot;
  const Image = QuillCtor.import('formats/image') as typeof ImageBlot;
  const Video = QuillCtor.import('formats/video') as typeof VideoBlot;

  class SafeLink extends Link {
    static override sanitize(url: string): string {
      return sanitizeLinkUrl(url) || Link.SANITIZED_URL;
    }
  }

  class SafeImage extends Image {
    static override sanitize(url: string): string {
      return sanitizeImageUrl(url) || '//:0';
    }
  }

  class SafeVideo extends Video {
    static override sanitize(url: string): string {
      return sanitizeVideoUrl(url) || Link.SANITIZED_URL;
    }

    // Quill's semantic HTML writes a video as a bare link; a post keeps the embed.
    override html(): string {
      const src = SafeVideo.sanitize(this.domNode.getAttribute('src') ?? '');
      return `<iframe class="ql-video" src="${escapeAttribute(src)}" frameborder="0" allowfullscreen="true"></iframe>`;
    }
  }

  QuillCtor.register({ 'formats/link': SafeLink, 'formats/image': SafeImage, 'formats/video': SafeVideo }, true);
}
