import { SHARE_TARGET_LABELS, SHARE_TEXTS } from '@inkling/contracts/community';
import { TOASTS } from '@inkling/contracts/messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SHARE_POPUP, type ShareContent, shareIntentUrl } from './share-actions';
import { ShareTargets } from './share-targets';

const content: ShareContent = {
  url: 'https://inkling.example/community/abc',
  prompt: 'Adorable puppy',
  imageUrl: 'https://inkling.example/api/share-previews/abc.png',
};
const text = 'Check out this image I created with the prompt: Adorable puppy';

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('share targets (spec content §9)', () => {
  it('builds the web share addresses with the share text, the link and the picture', () => {
    const twitter = shareIntentUrl('twitter', content);
    expect(twitter.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(params(twitter)).toEqual({ text, url: content.url });
    const facebook = shareIntentUrl('facebook', content);
    expect(facebook.startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(params(facebook)).toEqual({ u: content.url });
    const pinterest = shareIntentUrl('pinterest', content);
    expect(pinterest.startsWith('https://pinterest.com/pin/create/button/?')).toBe(true);
    expect(params(pinterest)).toEqual({ url: content.url, media: content.imageUrl, description: text });
  });

  it('opens X, Facebook and Pinterest in a 600×400 pop-up', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<ShareTargets content={content} />);
    for (const target of ['twitter', 'facebook', 'pinterest'] as const) {
      fireEvent.click(screen.getByRole('button', { name: SHARE_TARGET_LABELS[target] }));
      const [url, name, features] = open.mock.calls.at(-1)!;
      expect(url).toBe(shareIntentUrl(target, content));
      expect(name).toBe(`share-${target}`);
      expect(features).toContain(`width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
      expect(features).toContain('noopener');
    }
    expect(SHARE_POPUP).toEqual({ width: 600, height: 400 });
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('copies the link for Instagram and says so', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(<ShareTargets content={content} />);
    fireEvent.click(screen.getByRole('button', { name: SHARE_TARGET_LABELS.instagram }));
    expect(await screen.findByText(SHARE_TEXTS.instagramCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(content.url);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the native share sheet with the share text', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithApp(<ShareTargets content={content} />);
    fireEvent.click(screen.getByRole('button', { name: SHARE_TARGET_LABELS.native }));
    expect(await screen.findByText(TOASTS.shared)).toBeTruthy();
    expect(share).toHaveBeenCalledWith({ title: 'My Inkling coloring page', text, url: content.url });
  });

  it('says nothing when the native share is cancelled', async () => {
    const error = vi.spyOn(console, 'error');
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithApp(<ShareTargets content={content} />);
    fireEvent.click(screen.getByRole('button', { name: SHARE_TARGET_LABELS.native }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const said of [TOASTS.shared, TOASTS.shareFailed, TOASTS.urlCopied, TOASTS.copyUrlFailed]) {
      expect(screen.queryByText(said)).toBeNull();
    }
    expect(writeText).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('says when the native share fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'share', {
      value: vi.fn(async () => {
        throw new DOMException('Not allowed', 'NotAllowedError');
      }),
      configurable: true,
    });
    renderWithApp(<ShareTargets content={content} />);
    fireEvent.click(screen.getByRole('button', { name: SHARE_TARGET_LABELS.native }));
    expect(await screen.findByText(TOASTS.shareFailed)).toBeTruthy();
  });

  it("copies the link when the browser has no share sheet, in the spec's words", async () => {
    renderWithApp(<ShareTargets content={content} />);
    expect('share' in navigator).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: SHARE_TARGET_LABELS.native }));
    // Spec content §8 "Success toasts".
    expect(await screen.findByText('Image URL copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(content.url);
  });
});
