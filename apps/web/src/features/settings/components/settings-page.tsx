import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  FULL_NAME_MAX_CHARS,
  type Profile,
  SETTINGS_PAGE,
  SETTINGS_TEXTS,
  SETTINGS_TOASTS,
  updateProfileSchema,
} from '@inkling/contracts/profile';
import Camera from 'lucide-react/icons/camera';
import LogIn from 'lucide-react/icons/log-in';
import { Avatar } from 'radix-ui';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { Link } from 'react-router';
import { useRequestSignIn } from '../../../components/auth/sign-in-context';
import { BadgesSection } from '../../../components/badges/badge-list';
import { CreditsUsage } from '../../../components/credits/credits-usage';
import { initials } from '../../../components/layout/user-menu';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { AvatarCropDialog } from './avatar-crop-dialog';
import { cropAvatar, loadImage } from './crop-avatar';

const cardClass = 'w-full max-w-md rounded-3xl border-2 border-line bg-white p-6 text-left shadow-card';

/**
 * /settings (spec content §2 "Account settings", §6: gated on sign-in). A skeleton while the
 * session loads; signed out, "Please Log In" with Go Home; signed in, the profile (photo,
 * full name, read-only e-mail), Credits & Usage and the family's own badges (issue 34).
 */
export function SettingsPage() {
  useDocumentMeta({ title: SETTINGS_TEXTS.title, description: SETTINGS_TEXTS.description });
  const { data: session, isPending } = useSession();

  if (isPending) return <SettingsSkeleton />;
  if (!session?.user) return <SignedOut />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={SETTINGS_PAGE.eyebrow} title={SETTINGS_TEXTS.title}>
        {SETTINGS_PAGE.intro}
      </PageHeader>
      <div className="mt-10 flex flex-col items-center">
        <ProfileSection />
        <CreditsUsage />
        <BadgesSection className={`${cardClass} mt-10`} />
      </div>
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-12 sm:px-6 sm:py-16">
      <span className="sr-only" role="status">
        {SETTINGS_PAGE.loading}
      </span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-10 w-72 max-w-full" />
      <Skeleton className="mt-4 h-5 w-96 max-w-full" />
      <Skeleton className="mt-10 h-96 w-full max-w-md rounded-3xl" />
      <Skeleton className="mt-10 h-64 w-full max-w-md rounded-3xl" />
    </div>
  );
}

function SignedOut() {
  const requestSignIn = useRequestSignIn();
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-grape-soft">
        <LogIn className="size-8 text-grape-dark" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight">{SETTINGS_TEXTS.signedOutHeading}</h1>
      <p className="mt-3 text-lg text-ink-soft">{SETTINGS_TEXTS.signedOutText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          {SETTINGS_TEXTS.goHome}
        </Link>
        <Button variant="outline" size="lg" onClick={() => requestSignIn()}>
          {SETTINGS_PAGE.signIn}
        </Button>
      </div>
    </div>
  );
}

function ProfileSection() {
  const profile = useProfile({ enabled: true });
  return (
    <section aria-labelledby="profile-heading" className={cardClass}>
      <h2 id="profile-heading" className="text-xl font-extrabold">
        {SETTINGS_TEXTS.profileHeading}
      </h2>
      {profile.data ? (
        <>
          <ProfilePhoto profile={profile.data} />
          <ProfileForm profile={profile.data} />
        </>
      ) : profile.isError ? (
        <div className="mt-4 rounded-2xl bg-berry-soft p-4 text-sm" role="alert">
          <p className="font-semibold">{SETTINGS_TEXTS.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => profile.refetch()}>
            {SETTINGS_TEXTS.tryAgain}
          </Button>
        </div>
      ) : (
        <div className="mt-5" aria-hidden="true">
          <div className="flex items-center gap-4">
            <Skeleton className="size-24 rounded-full" />
            <Skeleton className="h-11 w-36 rounded-full" />
          </div>
          <Skeleton className="mt-6 h-11 w-full" />
          <Skeleton className="mt-4 h-11 w-full" />
        </div>
      )}
    </section>
  );
}

/** The avatar with Change Photo: pick (≤ 2 MB) → crop dialog → Apply → upload (spec content §4). */
function ProfilePhoto({ profile }: { profile: Profile }) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [imageSrc, setImageSrc] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const upload = useUploadAvatar();
  const showError = useApiError();
  const saving = cropping || upload.isPending;

  // The picked photo's object URL lives as long as the dialog shows it.
  useEffect(() => {
    if (!imageSrc) return;
    return () => URL.revokeObjectURL(imageSrc);
  }, [imageSrc]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(SETTINGS_TOASTS.photoTooLarge);
      return;
    }
    const src = URL.createObjectURL(file);
    try {
      await loadImage(src);
      setImageSrc(src);
    } catch {
      URL.revokeObjectURL(src);
      toast.error(SETTINGS_TOASTS.processFailed);
    }
  };

  const onApply = async (area: Area, rotation: number) => {
    if (!imageSrc) return;
    setCropping(true);
    let photo: Blob;
    try {
      photo = await cropAvatar(imageSrc, area, rotation);
    } catch {
      toast.error(SETTINGS_TOASTS.processFailed);
      return;
    } finally {
      setCropping(false);
    }
    upload.mutate(photo, {
      onSuccess: () => {
        toast.success(SETTINGS_TOASTS.photoUpdated);
        setImageSrc(null);
      },
      onError: (error) => showError(error, SETTINGS_TOASTS.photoFailed),
    });
  };

  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
      <Avatar.Root className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full bg-tangerine text-2xl font-bold text-ink ring-4 ring-tangerine-soft">
        {profile.avatarUrl ? (
          <Avatar.Image
            src={profile.avatarUrl}
            alt={SETTINGS_PAGE.photoAlt}
            className="size-full object-cover"
          />
        ) : null}
        <Avatar.Fallback delayMs={profile.avatarUrl ? 400 : 0}>{initials(profile.fullName)}</Avatar.Fallback>
      </Avatar.Root>
      <div>
        <Button variant="outline" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          <Camera className="size-4" aria-hidden="true" />
          {SETTINGS_TEXTS.changePhoto}
        </Button>
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {SETTINGS_TEXTS.photoHint}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_ACCEPT}
          onChange={onPick}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-file-input"
        />
      </div>
      <AvatarCropDialog
        imageSrc={imageSrc}
        saving={saving}
        onCancel={() => setImageSrc(null)}
        onApply={onApply}
      />
    </div>
  );
}

/** Full name (editable, 1–100 characters) and the read-only e-mail, with Update Profile. */
function ProfileForm({ profile }: { profile: Profile }) {
  const nameId = useId();
  const nameErrorId = useId();
  const emailId = useId();
  const emailHintId = useId();
  const [name, setName] = useState(profile.fullName);
  const update = useUpdateProfile();
  const showError = useApiError();
  const parsed = updateProfileSchema.safeParse({ fullName: name });
  const unchanged = parsed.success && parsed.data.fullName === profile.fullName;
  const nameError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || unchanged) return;
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.fullName);
        toast.success(SETTINGS_TOASTS.profileUpdated);
      },
      onError: (error) => showError(error, SETTINGS_TOASTS.profileFailed),
    });
  };

  const inputClass =
    'mt-1.5 h-11 w-full rounded-xl border-2 border-line bg-white px-3.5 text-[15px] transition-colors focus:border-grape';
  return (
    <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" noValidate>
      <div>
        <label htmlFor={nameId} className="text-sm font-semibold">
          {SETTINGS_TEXTS.fullNameLabel}
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={FULL_NAME_MAX_CHARS}
          autoComplete="name"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? nameErrorId : undefined}
          className={inputClass}
        />
        {nameError ? (
          <p id={nameErrorId} className="mt-1.5 text-sm font-medium text-berry">
            {nameError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={emailId} className="text-sm font-semibold">
          {SETTINGS_TEXTS.emailLabel}
        </label>
        <input
          id={emailId}
          type="email"
          value={profile.email}
          readOnly
          aria-describedby={emailHintId}
          className={`${inputClass} cursor-default bg-paper text-ink-soft`}
        />
        <p id={emailHintId} className="mt-1.5 text-sm text-ink-soft">
          {SETTINGS_TEXTS.emailHint}
        </p>
      </div>
      <Button
        type="submit"
        className="self-start"
        loading={update.isPending}
        disabled={!parsed.success || unchanged}
      >
        {SETTINGS_TEXTS.updateProfile}
      </Button>
    </form>
  );
}
