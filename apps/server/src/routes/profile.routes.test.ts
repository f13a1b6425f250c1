import { AVATAR_MAX_BYTES, profileSchema, SETTINGS_TOASTS } from '@inkling/contracts/profile';
import { reencodeAvatar } from '@inkling/engine';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, body, signIn } from '../../test/factories';
import { createHarness, type Harness, TEST_DATABASES } from '../../test/harness';
import { files, profiles, user } from '../db/schema';

/** A real photo made with sharp: `width` × `height` px of one colour, as PNG or JPEG. */
const photo = (format: 'png' | 'jpeg', width = 480, height = 360, background = '#3a6') => {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

describe.each(TEST_DATABASES)('profile (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { engine: { reencodeAvatar } });
  });
  afterAll(() => h.close());

  const putAvatar = (cookie: string, bytes: Buffer, type = 'image/jpeg', name = 'avatar.jpg') => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return h.app.request('/api/profile/avatar', { method: 'PUT', headers: { cookie }, body: form });
  };
  const session = async (cookie: string) => body(await api(h, cookie, 'GET', '/api/session'));
  const profileRow = async (userId: string) =>
    (await h.ctx.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]!;
  const avatarFiles = (userId: string) =>
    h.ctx.db
      .select()
      .from(files)
      .where(eq(files.userId, userId))
      .then((rows) => rows.filter((row) => row.kind === 'avatar'));

  it('needs a session for every profile route', async () => {
    const attempts = [
      api(h, '', 'GET', '/api/profile'),
      api(h, '', 'PATCH', '/api/profile', { fullName: 'Nobody' }),
      putAvatar('', await photo('png')),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect((await body(res)).error.code).toBe('unauthenticated');
    }
  });

  it('reads the name and e-mail of the signed-in user, without a photo at first', async () => {
    const { cookie } = await signIn(h, 'Ada', 'ada-profile@example.org');
    const res = await api(h, cookie, 'GET', '/api/profile');
    expect(res.status).toBe(200);
    const profile = profileSchema.parse(await body(res));
    expect(profile).toMatchObject({ fullName: 'Ada', email: 'ada-profile@example.org', avatarUrl: null });
  });

  it("shows the sign-in provider's picture until a photo is uploaded", async () => {
    const { cookie, userId } = await signIn(h, 'Gladys');
    const google = 'https://lh3.googleusercontent.com/a/photo=s96-c';
    await h.ctx.db.update(user).set({ image: google }).where(eq(user.id, userId));
    expect((await body(await api(h, cookie, 'GET', '/api/profile'))).avatarUrl).toBe(google);
    const uploaded = profileSchema.parse(await body(await putAvatar(cookie, await photo('jpeg'))));
    expect(uploaded.avatarUrl).toMatch(/^\/api\/files\//);
    expect((await session(cookie)).user.image).toBe(uploaded.avatarUrl);
  });

  it('updates the full name on the profile and in the session, trimmed', async () => {
    const { cookie, userId } = await signIn(h, 'Grace');
    const res = await api(h, cookie, 'PATCH', '/api/profile', { fullName: '  Grace Hopper  ' });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(await body(res)).fullName).toBe('Grace Hopper');
    expect((await profileRow(userId)).fullName).toBe('Grace Hopper');
    expect((await session(cookie)).user.name).toBe('Grace Hopper');
  });

  it.each([
    ['blank', '   '],
    ['too long', 'x'.repeat(101)],
    ['missing', undefined],
  ])('refuses a %s name with 400 and changes nothing', async (_label, fullName) => {
    const { cookie, userId } = await signIn(h, 'Linus');
    const res = await api(h, cookie, 'PATCH', '/api/profile', { fullName });
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('bad_request');
    expect((await profileRow(userId)).fullName).toBe('Linus');
    expect((await session(cookie)).user.name).toBe('Linus');
  });

  it('stores a photo as a 300×300 JPEG file; the profile keeps a key and the session its URL', async () => {
    const { cookie, userId } = await signIn(h, 'Katherine');
    const res = await putAvatar(cookie, await photo('png', 640, 320), 'image/png', 'me.png');
    expect(res.status).toBe(200);
    const profile = profileSchema.parse(await body(res));
    expect(profile.avatarUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const file = await api(h, cookie, 'GET', profile.avatarUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    expect(meta.exif).toBeUndefined();

    const row = await profileRow(userId);
    expect(row.avatarKey).toMatch(new RegExp(`^${userId}/avatar/[0-9a-f-]{36}\\.jpg$`));
    expect(row.avatarKey).not.toMatch(/^data:/);
    expect(await h.ctx.storage.get(row.avatarKey!)).not.toBeNull();
    expect((await session(cookie)).user.image).toBe(profile.avatarUrl);
    expect((await body(await api(h, cookie, 'GET', '/api/profile'))).avatarUrl).toBe(profile.avatarUrl);
  });

  it('a new photo replaces the old one: its file row and blob are gone', async () => {
    const { cookie, userId } = await signIn(h, 'Dorothy');
    const first = profileSchema.parse(await body(await putAvatar(cookie, await photo('jpeg'))));
    const firstKey = (await profileRow(userId)).avatarKey!;
    const second = profileSchema.parse(
      await body(await putAvatar(cookie, await photo('jpeg', 300, 500, '#c33'))),
    );
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await api(h, cookie, 'GET', first.avatarUrl!)).status).toBe(404);
    expect(await h.ctx.storage.get(firstKey)).toBeNull();
    const remaining = await avatarFiles(userId);
    expect(remaining.map((f) => f.key)).toEqual([(await profileRow(userId)).avatarKey]);
    expect((await session(cookie)).user.image).toBe(second.avatarUrl);
  });

  it('two uploads at once leave exactly one avatar, the one the profile points at', async () => {
    const { cookie, userId } = await signIn(h, 'Hedy');
    const results = await Promise.all([
      putAvatar(cookie, await photo('jpeg', 200, 200, '#111')),
      putAvatar(cookie, await photo('jpeg', 200, 200, '#eee')),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const remaining = await avatarFiles(userId);
    expect(remaining).toHaveLength(1);
    expect((await profileRow(userId)).avatarKey).toBe(remaining[0]!.key);
    expect((await session(cookie)).user.image).toBe(`/api/files/${remaining[0]!.id}`);
  });

  it('refuses a photo over 2 MB with 413 "Image must be less than 2MB"', async () => {
    const { cookie, userId } = await signIn(h, 'Barbara');
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await putAvatar(cookie, big);
    expect(res.status).toBe(413);
    expect(await body(res)).toMatchObject({
      error: { code: 'payload_too_large', message: SETTINGS_TOASTS.photoTooLarge },
    });
    expect(await avatarFiles(userId)).toEqual([]);

    // One byte over: small enough for the body limit's envelope room, caught by the size check.
    const justOver = Buffer.concat([await photo('jpeg'), Buffer.alloc(AVATAR_MAX_BYTES)]).subarray(
      0,
      AVATAR_MAX_BYTES + 1,
    );
    expect((await putAvatar(cookie, justOver)).status).toBe(413);

    // A body announcing more than the limit is refused before it is read.
    const declared = await h.app.request('/api/profile/avatar', {
      method: 'PUT',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(AVATAR_MAX_BYTES * 2),
      },
      body: 'x',
    });
    expect(declared.status).toBe(413);
  });

  it('judges the content, not the declared type: text sent as image/jpeg is 400', async () => {
    const { cookie, userId } = await signIn(h, 'Radia');
    const res = await putAvatar(cookie, Buffer.from('this is not a photo, just words'), 'image/jpeg');
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('bad_request');
    expect(await avatarFiles(userId)).toEqual([]);
    expect((await profileRow(userId)).avatarKey).toBeNull();
  });

  it("another user can neither read an avatar nor change someone else's", async () => {
    const owner = await signIn(h, 'Owner');
    const other = await signIn(h, 'Mallory');
    const mine = profileSchema.parse(await body(await putAvatar(owner.cookie, await photo('png'))));
    expect((await api(h, other.cookie, 'GET', mine.avatarUrl!)).status).toBe(404);

    // The routes take no user id: whatever Mallory sends changes only Mallory's profile.
    const theirs = profileSchema.parse(await body(await putAvatar(other.cookie, await photo('jpeg'))));
    await api(h, other.cookie, 'PATCH', '/api/profile', { fullName: 'Hijacked' });
    expect((await api(h, owner.cookie, 'GET', mine.avatarUrl!)).status).toBe(200);
    const ownerProfile = await body(await api(h, owner.cookie, 'GET', '/api/profile'));
    expect(ownerProfile).toMatchObject({ fullName: 'Owner', avatarUrl: mine.avatarUrl });
    expect(theirs.avatarUrl).not.toBe(mine.avatarUrl);
    const [ownerUser] = await h.ctx.db.select().from(user).where(eq(user.id, owner.userId));
    expect(ownerUser).toMatchObject({ name: 'Owner', image: mine.avatarUrl });
  });

  it('is in the OpenAPI document', async () => {
    const doc = await body(await h.app.request('/api/openapi.json'));
    expect(Object.keys(doc.paths['/api/profile'])).toEqual(['get', 'patch']);
    expect(Object.keys(doc.paths['/api/profile/avatar'])).toEqual(['put']);
  });
});
