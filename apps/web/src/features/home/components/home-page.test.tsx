import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import 'fake-indexeddb/auto';
import type { Character, CreatedGeneration, Session } from '@inkling/contracts/api';
import {
  AUDIENCE_LABELS,
  BACKGROUND_LABELS,
  DETAIL_LABELS,
  FRAME_LABELS,
  LINE_WEIGHT_LABELS,
  LOCAL_SIGN_IN,
  OUT_OF_CREDITS,
  OUT_OF_CREDITS_EMPTY,
  PROMPT_BOX,
  SIGN_IN_DIALOG,
  TOASTS,
  UPLOAD_TEXTS,
} from '@inkling/contracts/messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear as clearIdb } from 'idb-keyval';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInProvider } from '../../../components/auth/sign-in-provider';
import { draftStorageKey } from '../../../components/prompt-box/prompt-draft';
import { DRAFT_SAVE_DELAY_MS } from '../../../components/prompt-box/use-prompt-draft';
import { paths } from '../../../config/paths';
import { makeGeneration } from '../../../test/factories';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { HOME_DRAFT_SCOPE, HomePage } from './home-page';

const PROJECT_ID = '20000000-0000-4000-8000-000000000001';

const signedIn: Session = {
  user: { id: 'u1', name: 'Pat Parent', email: 'pat@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
  support: { email: 'help@example.com', phone: '+1 555 0100' },
};
const signedOut: Session = { ...signedIn, user: null, credits: null };
const broke: Session = {
  ...signedIn,
  credits: { credits: 0, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
};

function created(prompt: string): CreatedGeneration {
  const now = new Date().toISOString();
  return {
    project: {
      id: PROJECT_ID,
      title: prompt,
      styleDefaults: DEFAULT_PAGE_STYLE,
      createdAt: now,
      updatedAt: now,
    },
    generation: makeGeneration({ status: 'created', prompt, projectId: PROJECT_ID }),
    replayed: false,
  };
}

interface Call {
  path: string;
  init?: RequestInit;
}

/**
 * Answers the app's requests at the network boundary: the session, empty lists, the
 * credits re-check, the saved `characters`, and POST /api/generations with `generate`
 * (default: 201).
 */
function serve(
  session: Session,
  generate?: (call: Call) => Response | Promise<Response>,
  characters: Character[] = [],
) {
  const calls: Call[] = [];
  let current = session;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = { path, init };
      calls.push(call);
      if (path === '/api/session') return jsonResponse(current);
      if (path === '/api/local-auth/sign-in' && init?.method === 'POST') {
        current = signedIn;
        return jsonResponse(current);
      }
      if (path === '/api/projects') return jsonResponse({ projects: [], total: 0, nextCursor: null });
      if (path === '/api/characters') return jsonResponse(characters);
      if (path === '/api/credits') return jsonResponse(current.credits);
      if (path === '/api/generations' && init?.method === 'POST') {
        return generate ? generate(call) : jsonResponse(created(promptOf(call)), 201);
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return {
    calls,
    posts: () => calls.filter((c) => c.path === '/api/generations' && c.init?.method === 'POST'),
  };
}

function promptOf(call: Call): string {
  const body = call.init?.body;
  if (body instanceof FormData) return String(body.get('prompt'));
  return (JSON.parse(String(body)) as { prompt: string }).prompt;
}

function keyOf(call: Call): string | undefined {
  return (call.init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
}

function WorkspaceProbe() {
  const { projectId } = useParams();
  return <p>Workspace of {projectId}</p>;
}

/** HomePage as the app mounts it: query cache, router, the real sign-in dialog, toasts. */
function renderHome() {
  return renderWithApp(
    <SignInProvider>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.project.pattern} element={<WorkspaceProbe />} />
      </Routes>
    </SignInProvider>,
    { route: paths.home },
  );
}

function promptBox() {
  return screen.getByRole('textbox', { name: 'Describe your coloring page' }) as HTMLTextAreaElement;
}

function sendButton() {
  return screen.getByRole('button', { name: 'Create coloring page' }) as HTMLButtonElement;
}

/** Types a prompt and presses Enter, once the session is known. */
async function submitPrompt(text: string) {
  fireEvent.change(promptBox(), { target: { value: text } });
  await waitFor(() => expect(sendButton().disabled).toBe(false));
  fireEvent.keyDown(promptBox(), { key: 'Enter' });
}

function savedDraft(): { prompt: string; key: string; hasImage: boolean } | null {
  const raw = sessionStorage.getItem(draftStorageKey(HOME_DRAFT_SCOPE));
  return raw ? JSON.parse(raw) : null;
}

beforeAll(() => {
  // jsdom has no object URLs; the photo thumbnail only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  await clearIdb();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage submit', () => {
  it('signed out: opens the sign-up dialog, sends nothing and keeps the draft', async () => {
    const server = serve(signedOut);
    renderHome();
    await submitPrompt('Adorable puppy');
    expect(await screen.findByText(SIGN_IN_DIALOG.title)).toBeTruthy();
    expect(server.posts()).toHaveLength(0);
    await waitFor(() => expect(savedDraft()?.prompt).toBe('Adorable puppy'));
  });

  it('after signing in from the dialog, the welcome toast creates the page from the kept draft', async () => {
    const server = serve(signedOut);
    renderHome();
    await submitPrompt('Adorable puppy');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: SIGN_IN_DIALOG.localButton }));
    fireEvent.change(await within(dialog).findByLabelText(LOCAL_SIGN_IN.nameLabel), {
      target: { value: 'Pat Parent' },
    });
    fireEvent.change(within(dialog).getByLabelText(LOCAL_SIGN_IN.emailLabel), {
      target: { value: 'pat@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: LOCAL_SIGN_IN.submit }));
    // Nothing is spent until the user asks: the toast shows the credits and offers to create.
    expect(await screen.findByText(PROMPT_BOX.welcome('Pat', 5))).toBeTruthy();
    expect(server.posts()).toHaveLength(0);
    expect(promptBox().value).toBe('Adorable puppy');
    fireEvent.click(screen.getByRole('button', { name: PROMPT_BOX.welcomeAction }));
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    expect(server.posts()).toHaveLength(1);
    expect(promptOf(server.posts()[0]!)).toBe('Adorable puppy');
  });

  it('no credits: opens the out-of-credits dialog and sends nothing', async () => {
    const server = serve(broke);
    renderHome();
    await submitPrompt('Adorable puppy');
    expect(await screen.findByText(OUT_OF_CREDITS_EMPTY.title)).toBeTruthy();
    expect(server.posts()).toHaveLength(0);
  });

  it('success: one POST /api/generations with the key, then the new project opens', async () => {
    const server = serve(signedIn);
    renderHome();
    await submitPrompt('  Adorable puppy ');
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    expect(server.posts()).toHaveLength(1);
    const [post] = server.posts();
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      prompt: 'Adorable puppy',
      audience: 'kids',
      format: 'letter',
      style: DEFAULT_PAGE_STYLE,
    });
    expect(keyOf(post!)).toMatch(/^[0-9a-f-]{32,36}$/);
    // No upload, no separate project call, no cleanup delete.
    expect(server.calls.filter((c) => c.init?.method && c.init.method !== 'GET')).toHaveLength(1);
    expect(savedDraft()).toBeNull();
  });

  it('sends the photo as multipart inputImage in the same one call', async () => {
    const server = serve(signedIn);
    renderHome();
    const photo = new File(['png-bytes'], 'crayons.png', { type: 'image/png' });
    fireEvent.paste(promptBox(), { clipboardData: { files: [photo], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'Attached image: crayons.png' })).toBeTruthy();
    await submitPrompt('my cat as a knight');
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    expect(server.posts()).toHaveLength(1);
    const body = server.posts()[0]?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('prompt')).toBe('my cat as a knight');
    expect(form.get('audience')).toBe('kids');
    expect(form.get('format')).toBe('letter');
    expect(form.has('projectId')).toBe(false);
    expect((form.get('inputImage') as File).name).toBe('crayons.png');
  });

  it('sends the character and age group chosen in the box with the prompt', async () => {
    const sparky: Character = {
      id: '30000000-0000-4000-8000-000000000001',
      title: 'Sparky',
      description: 'a friendly dragon',
      imageUrl: '/api/files/sparky',
      createdAt: new Date().toISOString(),
    };
    const server = serve(signedIn, undefined, [sparky]);
    renderHome();
    fireEvent.keyDown(await screen.findByRole('button', { name: /Introduce character/ }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Sparky/ }));
    expect(await screen.findByRole('button', { name: PROMPT_BOX.removeCharacter('Sparky') })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: /^Page options:/ }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: AUDIENCE_LABELS.toddler }));
    await submitPrompt('Sparky at the beach');
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    expect(JSON.parse(String(server.posts()[0]?.init?.body))).toEqual({
      prompt: 'Sparky at the beach',
      characterId: sparky.id,
      audience: 'toddler',
      format: 'letter',
      style: DEFAULT_PAGE_STYLE,
    });
  });

  it('sends the style chosen in the page options (issue 33), and remembers it for the next visit', async () => {
    const server = serve(signedIn);
    renderHome();
    const pick = async (name: string) => {
      fireEvent.keyDown(await screen.findByRole('button', { name: /^Page options:/ }), { key: 'Enter' });
      fireEvent.click(await screen.findByRole('menuitemradio', { name }));
    };
    await pick(LINE_WEIGHT_LABELS.bold);
    await pick(DETAIL_LABELS.simple);
    await pick(FRAME_LABELS.themed);
    await pick(BACKGROUND_LABELS.subject);
    await submitPrompt('a friendly robot');
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    const style = { weight: 'bold', detail: 'simple', frame: 'themed', background: 'subject' };
    expect(JSON.parse(String(server.posts()[0]?.init?.body)).style).toEqual(style);
    expect(JSON.parse(localStorage.getItem('inkling.pageOptions') ?? 'null').style).toEqual(style);
  });

  it('a double submit makes one request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const server = serve(signedIn, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderHome();
    fireEvent.change(promptBox(), { target: { value: 'Racecar driver' } });
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    // Two presses before React re-renders (one batch), then more while the request runs.
    act(() => {
      fireEvent.keyDown(promptBox(), { key: 'Enter' });
      fireEvent.click(sendButton());
    });
    fireEvent.click(sendButton());
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    await act(async () => answer(jsonResponse(created('Racecar driver'), 201)));
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    expect(server.posts()).toHaveLength(1);
  });

  it('402: opens the out-of-credits dialog and keeps the draft', async () => {
    serve(signedIn, () =>
      jsonResponse({ error: { code: 'insufficient_credits', message: 'No credits left' } }, 402),
    );
    renderHome();
    await submitPrompt('Beautiful princess');
    // The dialog re-checks the balance (5 here), says so and closes (spec core "Out-of-credits dialog").
    expect(await screen.findByText(OUT_OF_CREDITS.available(5))).toBeTruthy();
    expect(promptBox().value).toBe('Beautiful princess');
    await waitFor(() => expect(savedDraft()?.prompt).toBe('Beautiful princess'));
  });

  it('422: shows the kid-safety popup with the server text', async () => {
    const friendly = "Let's draw something friendly instead!";
    serve(signedIn, () => jsonResponse({ error: { code: 'blocked_prompt', message: friendly } }, 422));
    renderHome();
    await submitPrompt('something scary');
    const popup = await screen.findByRole('status');
    await waitFor(() => expect(popup.textContent).toContain(friendly));
    expect(promptBox().value).toBe('something scary');
  });

  it('401: opens the sign-in dialog', async () => {
    serve(signedIn, () =>
      jsonResponse({ error: { code: 'unauthenticated', message: 'Please sign in first.' } }, 401),
    );
    renderHome();
    await submitPrompt('Astronaut superhero');
    expect(await screen.findByText(SIGN_IN_DIALOG.title)).toBeTruthy();
  });

  it('413 and 415: show the upload texts', async () => {
    let status = 413;
    serve(signedIn, () =>
      status === 413
        ? jsonResponse({ error: { code: 'payload_too_large', message: 'too big' } }, 413)
        : jsonResponse({ error: { code: 'unsupported_media_type', message: 'bad type' } }, 415),
    );
    renderHome();
    await submitPrompt('a big photo');
    expect(await screen.findByText(UPLOAD_TEXTS.tooLarge)).toBeTruthy();
    status = 415;
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    expect(await screen.findByText(UPLOAD_TEXTS.wrongType)).toBeTruthy();
  });

  it('a network failure shows the create-generation toast and keeps the draft', async () => {
    serve(signedIn, () => Promise.reject(new TypeError('Failed to fetch')));
    renderHome();
    await submitPrompt('Adorable puppy');
    expect(await screen.findByText(TOASTS.createGenerationFailed)).toBeTruthy();
    expect(promptBox().value).toBe('Adorable puppy');
  });

  it('restores the draft after a reload, photo included, and re-sends it with the same key', async () => {
    const server = serve(signedIn, () =>
      jsonResponse({ error: { code: 'insufficient_credits', message: 'No credits left' } }, 402),
    );
    const first = renderHome();
    const photo = new File(['png-bytes'], 'crayons.png', { type: 'image/png' });
    fireEvent.paste(promptBox(), { clipboardData: { files: [photo], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'Attached image: crayons.png' })).toBeTruthy();
    await submitPrompt('my cat as a knight');
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    const firstKey = keyOf(server.posts()[0]!);
    await waitFor(() => expect(savedDraft()?.hasImage).toBe(true));
    first.unmount();

    // A full page load: a new app, the same tab storage.
    renderHome();
    expect(promptBox().value).toBe('my cat as a knight');
    expect(await screen.findByRole('img', { name: 'Attached image: crayons.png' })).toBeTruthy();
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    const resent = server.posts()[1]!;
    expect(keyOf(resent)).toBe(firstKey);
    expect(((resent.init!.body as FormData).get('inputImage') as File).name).toBe('crayons.png');
  });

  it('makes a new key after an edit and after a successful send, not for a re-send', async () => {
    let refuse = true;
    const server = serve(signedIn, (call) =>
      refuse
        ? jsonResponse({ error: { code: 'rate_limited', message: 'Slow down a little' } }, 429)
        : jsonResponse(created(promptOf(call)), 201),
    );
    const view = renderHome();
    await submitPrompt('a kite');
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    await waitFor(() => expect(server.posts()).toHaveLength(2));
    await submitPrompt('a red kite');
    await waitFor(() => expect(server.posts()).toHaveLength(3));
    const [k1, k2, k3] = server.posts().map(keyOf);
    expect(k2).toBe(k1);
    expect(k3).not.toBe(k1);

    refuse = false;
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.keyDown(promptBox(), { key: 'Enter' });
    expect(await screen.findByText(`Workspace of ${PROJECT_ID}`)).toBeTruthy();
    expect(keyOf(server.posts()[3]!)).toBe(k3);
    view.unmount();

    // Back home after the success: the same words are a new draft with a new key.
    renderHome();
    expect(promptBox().value).toBe('');
    await submitPrompt('a red kite');
    await waitFor(() => expect(server.posts()).toHaveLength(5));
    expect(keyOf(server.posts()[4]!)).not.toBe(k3);
  });
});

describe('HomePage draft storage', () => {
  it('writes the draft once typing pauses, not on every keystroke', async () => {
    serve(signedIn);
    renderHome();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const draftWrites = () => setItem.mock.calls.filter(([key]) => key === draftStorageKey(HOME_DRAFT_SCOPE));
    for (const text of ['A', 'A d', 'A dr', 'A dra', 'A drag', 'A dragon']) {
      fireEvent.change(promptBox(), { target: { value: text } });
    }
    expect(draftWrites()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50));
    expect(draftWrites()).toHaveLength(1);
    expect(savedDraft()?.prompt).toBe('A dragon');
  });

  it('writes the pending draft at once when the page is hidden (reload, checkout redirect)', () => {
    serve(signedIn);
    renderHome();
    fireEvent.change(promptBox(), { target: { value: 'A dragon' } });
    expect(savedDraft()).toBeNull();
    fireEvent(window, new Event('pagehide'));
    expect(savedDraft()?.prompt).toBe('A dragon');
  });

  it('writes the pending draft when the page leaves (in-app navigation)', () => {
    serve(signedIn);
    const view = renderHome();
    fireEvent.change(promptBox(), { target: { value: 'A dragon' } });
    view.unmount();
    expect(savedDraft()?.prompt).toBe('A dragon');
  });
});
