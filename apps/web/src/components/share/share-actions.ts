import { SHARE_TEXTS } from '@inkling/contracts/community';
import { shareText, TOASTS, WORKSPACE_LABELS } from '@inkling/contracts/messages';
import { toast } from '../../lib/toast';

/** What a share sends: the absolute address, the prompt (share text) and an absolute picture. */
export interface ShareContent {
  url: string;
  prompt: string;
  /** The picture Pinterest pins (absolute URL). */
  imageUrl: string;
}

/** The web share targets of spec content §9 that open a pop-up. */
export type PopupTarget = 'twitter' | 'facebook' | 'pinterest';

/** Spec content §9: "the share pop-up is 600x400". */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/**
 * The web share-intent address of a target (spec content §9): X/Twitter's tweet intent with
 * the share text and the link, Facebook's sharer with the link, Pinterest's pin builder with
 * the link, the picture as `media` and the share text as description.
 */
export function shareIntentUrl(target: PopupTarget, content: ShareContent): string {
  const text = shareText(content.prompt);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?${new URLSearchParams({ text, url: content.url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: content.url })}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${new URLSearchParams({
        url: content.url,
        media: content.imageUrl,
        description: text,
      })}`;
  }
}

/**
 * Opens a target's share intent in a 600×400 pop-up window centred on the current window
 * (spec content §9). The pop-up gets no handle on this page (noopener).
 */
export function openSharePopup(target: PopupTarget, content: ShareContent): void {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(
    shareIntentUrl(target, content),
    `share-${target}`,
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}

/**
 * Copies the link; `success` is the toast on success, by default the spec's "Image URL copied
 * to clipboard" (spec content §8 "Success toasts").
 */
export async function copyShareLink(url: string, success: string = TOASTS.urlCopied): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(success);
    return true;
  } catch (error) {
    console.error('Copy failed', error);
    toast.error(TOASTS.copyUrlFailed);
    return false;
  }
}

/** Instagram has no web share address: copy the link and say where to paste it (spec content §9). */
export function shareToInstagram(content: ShareContent): Promise<boolean> {
  return copyShareLink(content.url, SHARE_TEXTS.instagramCopied);
}

/**
 * The device's share sheet (Web Share API) with the share text "Check out this image I
 * created with the prompt: {prompt}" (spec content §9); without one, the link is copied.
 * A cancelled share (AbortError) says nothing (spec content §8).
 */
export async function shareNatively(content: ShareContent): Promise<void> {
  if (typeof navigator.share !== 'function') {
    await copyShareLink(content.url);
    return;
  }
  try {
    await navigator.share({
      title: WORKSPACE_LABELS.shareTitle,
      text: shareText(content.prompt),
      url: content.url,
    });
    toast.success(TOASTS.shared);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Share failed', error);
    toast.error(TOASTS.shareFailed);
  }
}

/** An address of this site made absolute (the API may answer with a path). */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
