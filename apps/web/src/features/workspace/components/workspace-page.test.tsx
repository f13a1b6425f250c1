import type { Generation, Project } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import {
  CHAT_STATUS_TEXT,
  LINE_WEIGHT_LABELS,
  PROJECT_TITLE_TEXTS,
  PROMPT_BOX,
  SIGN_IN_DIALOG,
  WORKSPACE,
} from '@inkling/contracts/messages';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInProvider } from '../../../components/auth/sign-in-provider';
import { paths } from '../../../config/paths';
import { makeGeneration, makeProject } from '../../../test/factories';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { projectEventsPath } from '../api/use-project-events';
import { WorkspacePage } from './workspace-page';

beforeAll(() => {
  // jsdom has no object URLs; the photo thumbnail only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(() => sessionStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const session = {
  user: { id: 'u1', name: 'Pat Parent', email: 'pat@example.com', image: null },
  credits: { credits: 5, dailyCreditsRemaining: 0, refundsLeftToday: 2 },
  mode: { localSignIn: true, googleSignIn: false, testCheckout: true },
};

interface Call {
  path: string;
  init?: RequestInit;
}

/**
 * Serves the session and one project; POST /api/generations answers with `generate`
 * (default: the new page, status 'created'), retries with `retry`; records every call.
 */
function serve(
  project: Project,
  handlers: {
    generate?: (call: Call) => Response;
    retry?: (call: Call) => Response;
    report?: (call: Call) => Response;
    rename?: (call: Call) => Response;
    session?: typeof session;
  } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = { path, init };
      calls.push(call);
      if (path === '/api/session') return jsonResponse(handlers.session ?? session);
      if (path === `/api/projects/${project.id}` && init?.method === 'PATCH' && handlers.rename) {
        return handlers.rename(call);
      }
      if (path === `/api/projects/${project.id}/style-defaults` && init?.method === 'PUT')
        return jsonResponse({ ...project, styleDefaults: JSON.parse(String(init.body)) });
      if (path === `/api/projects/${project.id}`) return jsonResponse(project);
      if (path === '/api/characters') return jsonResponse([]);
      if (path === '/api/credits') return jsonResponse(session.credits);
      if (path === '/api/generations' && init?.method === 'POST') {
        if (handlers.generate) return handlers.generate(call);
        const prompt =
          init.body instanceof FormData
            ? String(init.body.get('prompt'))
            : (JSON.parse(String(init.body)) as { prompt: string }).prompt;
        const { generations: _, ...summary } = project;
        return jsonResponse(
          {
            project: summary,
            generation: makeGeneration({ status: 'created', prompt, projectId: project.id }),
            replayed: false,
          },
          201,
        );
      }
      if (path.endsWith('/retry') && handlers.retry) return handlers.retry(call);
      if (path.endsWith('/report') && handlers.report) return handlers.report(call);
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

/** WorkspacePage at /projects/:id as the app mounts it, with the real sign-in dialog. */
function renderWorkspace(projectId: string) {
  return renderWithApp(
    <SignInProvider>
      <Routes>
        <Route path={paths.project.pattern} element={<WorkspacePage />} />
      </Routes>
    </SignInProvider>,
    { route: paths.project.build(projectId) },
  ).queryClient;
}

function chatBox() {
  return screen.getByRole('textbox', { name: 'Describe your next coloring page' });
}

/** A stand-in EventSource the test opens, breaks and feeds by hand. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(generation: Generation) {
    const event = new MessageEvent('generation', { data: JSON.stringify(generation) });
    for (const listener of this.listeners.get('generation') ?? []) listener(event);
  }
}

/** Pretends the window is at least 768 px wide (the preview panel and N of M show). */
function desktopWindow() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('WorkspacePage', () => {
  it('shows the title and the chat built from the generations', async () => {
    const done = makeGeneration({ prompt: 'Adorable puppy' });
    const project = makeProject({ title: 'Adorable puppy', generations: [done] });
    serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByRole('heading', { name: 'Adorable puppy', level: 1 })).toBeTruthy();
    expect(screen.getByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Coloring page: Adorable puppy' }).length).toBeGreaterThan(0);
  });

  it('blocks sending while a page is being drawn', async () => {
    const project = makeProject({
      generations: [makeGeneration({ status: 'generating', prompt: 'Racecar driver' })],
    });
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.generating)).toBeTruthy();
    fireEvent.change(chatBox(), { target: { value: 'a rocket' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    expect(await screen.findByText(WORKSPACE.waitForImage)).toBeTruthy();
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('asks for a prompt when the box is blank, and sends a real one', async () => {
    const project = makeProject({ title: '', generations: [makeGeneration()] });
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByRole('heading', { name: WORKSPACE.defaultProjectName })).toBeTruthy();
    expect(await screen.findByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    fireEvent.change(chatBox(), { target: { value: '   ' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    expect(await screen.findByText(WORKSPACE.enterPrompt)).toBeTruthy();

    fireEvent.change(chatBox(), { target: { value: 'a rocket' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.path).toBe('/api/generations');
    expect(JSON.parse(String(post.init?.body))).toEqual({
      prompt: 'a rocket',
      projectId: project.id,
      audience: 'kids',
      format: 'letter',
      // The project's style defaults (makeProject: DEFAULT_PAGE_STYLE).
      style: project.styleDefaults,
    });
    expect((post.init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText(CHAT_STATUS_TEXT.other)).toBeTruthy();
    await waitFor(() => expect((chatBox() as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('WorkspacePage style controls (issue 33)', () => {
  it("new pages start from the project's style defaults, and a chosen style can become them", async () => {
    const styleDefaults = {
      weight: 'bold',
      detail: 'simple',
      frame: 'themed',
      background: 'subject',
    } as const;
    const project = makeProject({ styleDefaults, generations: [makeGeneration()] });
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    const chat = screen.getByRole('region', { name: 'Chat' });
    // Found again each time: the first press swaps the placeholder button for the loaded menu's.
    const options = () => within(chat).getByRole('button', { name: /^Page options:/ });
    fireEvent.keyDown(options(), { key: 'Enter' });
    expect(await screen.findByRole('menuitemradio', { name: LINE_WEIGHT_LABELS.bold })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    // The defaults are the project's: nothing to keep yet.
    expect(screen.queryByRole('menuitem', { name: PROMPT_BOX.keepForProject })).toBeNull();
    fireEvent.click(screen.getByRole('menuitemradio', { name: LINE_WEIGHT_LABELS.fine }));
    fireEvent.keyDown(options(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: PROMPT_BOX.keepForProject }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.path).toBe(`/api/projects/${project.id}/style-defaults`);
    expect(JSON.parse(String(put.init?.body))).toEqual({ ...styleDefaults, weight: 'fine' });
    expect(await screen.findByText(PROMPT_BOX.keptForProject)).toBeTruthy();

    fireEvent.change(chatBox(), { target: { value: 'a rocket' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body)).style).toEqual({ ...styleDefaults, weight: 'fine' });
  });
});

describe('WorkspacePage chat prompt box', () => {
  it('offers a photo, a character and page options, and sends the photo into this project', async () => {
    const project = makeProject({ generations: [makeGeneration()] });
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(within(chat).getByRole('button', { name: 'Introduce character' })).toBeTruthy();
    expect(within(chat).getByRole('button', { name: /^Page options:/ })).toBeTruthy();
    const photo = new File(['png-bytes'], 'crayons.png', { type: 'image/png' });
    fireEvent.paste(chatBox(), { clipboardData: { files: [photo], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'Attached image: crayons.png' })).toBeTruthy();
    fireEvent.change(chatBox(), { target: { value: 'my cat as a knight' } });
    fireEvent.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1));
    const form = calls.find((c) => c.init?.method === 'POST')?.init?.body as FormData;
    expect(form.get('projectId')).toBe(project.id);
    expect(form.get('prompt')).toBe('my cat as a knight');
    expect((form.get('inputImage') as File).name).toBe('crayons.png');
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Attached image: crayons.png' })).toBeNull(),
    );
  });

  it('shows the kid-safety popup for a blocked prompt and keeps the text', async () => {
    const friendly = "Let's draw something friendly instead!";
    const project = makeProject({ generations: [makeGeneration()] });
    serve(project, {
      generate: () => jsonResponse({ error: { code: 'blocked_prompt', message: friendly } }, 422),
    });
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
    fireEvent.change(chatBox(), { target: { value: 'something scary' } });
    fireEvent.keyDown(chatBox(), { key: 'Enter' });
    expect(await screen.findByText(friendly)).toBeTruthy();
    expect((chatBox() as HTMLTextAreaElement).value).toBe('something scary');
  });

  it('a retry refused with 401 opens the sign-in dialog', async () => {
    const project = makeProject({ generations: [makeGeneration({ prompt: 'Adorable puppy' })] });
    serve(project, {
      retry: () =>
        jsonResponse({ error: { code: 'unauthenticated', message: 'Please sign in first.' } }, 401),
    });
    renderWorkspace(project.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(SIGN_IN_DIALOG.title)).toBeTruthy();
  });
});

describe('WorkspacePage errors', () => {
  const unauthenticated = () =>
    jsonResponse({ error: { code: 'unauthenticated', message: 'Please sign in first.' } }, 401);

  it('a report refused with 401 opens the sign-in dialog; 429 shows the daily limit', async () => {
    const project = makeProject({ generations: [makeGeneration({ prompt: 'Adorable puppy' })] });
    let answer = unauthenticated;
    serve(project, { report: () => answer() });
    renderWorkspace(project.id);
    fireEvent.click(await screen.findByRole('button', { name: REFUND_TEXTS.action }));
    fireEvent.click(await screen.findByRole('button', { name: REFUND_TEXTS.confirm }));
    expect(await screen.findByText(SIGN_IN_DIALOG.title)).toBeTruthy();
    expect(screen.queryByText(REFUND_TEXTS.signIn)).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(SIGN_IN_DIALOG.title)).toBeNull());

    answer = () => jsonResponse({ error: { code: 'rate_limited', message: 'Too many' } }, 429);
    fireEvent.click(screen.getByRole('button', { name: REFUND_TEXTS.action }));
    fireEvent.click(await screen.findByRole('button', { name: REFUND_TEXTS.confirm }));
    expect(await screen.findByText(REFUND_TEXTS.dailyLimit)).toBeTruthy();
  });

  // Issue 32: the refund state comes from the server, and the control says what will happen.
  it('offers no "Report a problem" for a page the server lists as refunded, and says it was', async () => {
    const refunded = makeGeneration({ prompt: 'Adorable puppy' });
    const other = makeGeneration({ prompt: 'Racecar driver' });
    const project = makeProject({ generations: [refunded, other], refundedPageIds: [refunded.id] });
    serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(REFUND_TEXTS.refunded)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: REFUND_TEXTS.action })).toHaveLength(1);
  });

  it('at the daily refund limit the report dialog says so instead of offering "Report and refund"', async () => {
    const project = makeProject({ generations: [makeGeneration({ prompt: 'Adorable puppy' })] });
    const report = vi.fn(() => jsonResponse({}, 200));
    serve(project, { session: { ...session, credits: { ...session.credits, refundsLeftToday: 0 } }, report });
    renderWorkspace(project.id);
    fireEvent.click(await screen.findByRole('button', { name: REFUND_TEXTS.action }));
    const dialog = await screen.findByRole('dialog', { name: REFUND_TEXTS.dialogTitle });
    expect(within(dialog).getByText(REFUND_TEXTS.dailyLimit)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: REFUND_TEXTS.confirm })).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('a failed rename says so and keeps the old title', async () => {
    const project = makeProject({ title: 'Old name', generations: [makeGeneration()] });
    serve(project, {
      rename: () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
    });
    renderWorkspace(project.id);
    fireEvent.click(await screen.findByRole('button', { name: PROJECT_TITLE_TEXTS.rename }));
    const field = screen.getByRole('textbox', { name: PROJECT_TITLE_TEXTS.label });
    fireEvent.change(field, { target: { value: 'New name' } });
    fireEvent.submit(field);
    expect(await screen.findByText(PROJECT_TITLE_TEXTS.renameFailed)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Old name', level: 1 })).toBeTruthy();
  });
});

describe('WorkspacePage live status', () => {
  function projectGets(calls: Call[], project: Project) {
    return calls.filter((c) => c.path === `/api/projects/${project.id}`).length;
  }

  it('follows the stream, and polls the project only while the stream is down', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const drawing = makeGeneration({ status: 'generating', prompt: 'Racecar driver' });
    const project = makeProject({ generations: [drawing] });
    project.generations[0] = { ...drawing, projectId: project.id };
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.generating)).toBeTruthy();
    const source = FakeEventSource.last!;
    expect(source.url).toBe(projectEventsPath(project.id));

    // Open stream: no polling at all.
    act(() => source.onopen?.());
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(projectGets(calls, project)).toBe(1);

    // Stream down: the project is polled (every 1 s) …
    act(() => source.onerror?.());
    await waitFor(() => expect(projectGets(calls, project)).toBeGreaterThanOrEqual(2), { timeout: 2_500 });

    // … until it is back; then the stream's events drive the page.
    act(() => source.onopen?.());
    const polled = projectGets(calls, project);
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(projectGets(calls, project)).toBe(polled);
    const finished = makeGeneration({ id: drawing.id, prompt: 'Racecar driver', projectId: project.id });
    act(() => source.emit(finished));
    expect(await screen.findByText(CHAT_STATUS_TEXT.completed)).toBeTruthy();
  }, 15_000);
});

describe('WorkspacePage live refreshes', () => {
  it('refreshes the credits once when a page finishes, not for pages replayed as finished on connect', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const project = makeProject();
    const done = [1, 2, 3].map(() => makeGeneration({ projectId: project.id }));
    const drawing = makeGeneration({ status: 'generating', prompt: 'Racecar driver', projectId: project.id });
    project.generations = [...done, drawing];
    const calls = serve(project);
    renderWorkspace(project.id);
    expect(await screen.findByText(CHAT_STATUS_TEXT.generating)).toBeTruthy();
    const source = FakeEventSource.last!;
    const sessionGets = () => calls.filter((c) => c.path === '/api/session').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = sessionGets();

    // Every connect replays all pages first: the finished ones change nothing.
    act(() => {
      source.onopen?.();
      for (const generation of project.generations) source.emit(generation);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sessionGets()).toBe(before);

    act(() =>
      source.emit(makeGeneration({ id: drawing.id, prompt: 'Racecar driver', projectId: project.id })),
    );
    await waitFor(() => expect(sessionGets()).toBe(before + 1));
  });
});

describe('WorkspacePage N of M', () => {
  it('highlights and reveals the chat reply of the page shown, and a chat image selects its page', async () => {
    desktopWindow();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-generation-id') ?? '');
    };
    const project = makeProject();
    const first = makeGeneration({ prompt: 'Adorable puppy', projectId: project.id });
    const second = makeGeneration({ prompt: 'Racecar driver', projectId: project.id });
    project.generations = [first, second];
    serve(project);
    renderWorkspace(project.id);
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('2 of 2')).toBeTruthy();
    const reply = (id: string) => document.querySelector(`li[data-generation-id="${id}"]`)!;
    expect(reply(second.id).getAttribute('aria-current')).toBe('true');
    expect(reply(first.id).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(preview).getByRole('button', { name: 'Previous image' }));
    expect(within(preview).getByText('1 of 2')).toBeTruthy();
    expect(reply(first.id).getAttribute('aria-current')).toBe('true');
    expect(reply(second.id).getAttribute('aria-current')).toBeNull();
    expect(scrolled.at(-1)).toBe(first.id);

    fireEvent.click(screen.getByRole('button', { name: 'View coloring page: Racecar driver' }));
    expect(within(preview).getByText('2 of 2')).toBeTruthy();
    expect(reply(second.id).getAttribute('aria-current')).toBe('true');
  });
});
