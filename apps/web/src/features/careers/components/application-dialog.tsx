import {
  APPLICANT_EMAIL_MAX_CHARS,
  APPLICANT_NAME_MAX_CHARS,
  APPLICATION_NOTES_MAX_CHARS,
  applicationFieldsSchema,
  CAREERS_PAGE,
  CAREERS_TEXTS,
  RESUME_ACCEPT,
  RESUME_FAILURES,
  RESUME_MAX_BYTES,
  type ResumeCheck,
  resumeFormatOfName,
} from '@inkling/contracts/careers';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import FileCheck2 from 'lucide-react/icons/file-check-corner';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { apiErrorMessage, useApiError } from '../../../lib/use-api-error';
import { useCheckResume } from '../api/check-resume';
import { useSubmitApplication } from '../api/submit-application';

/** The job an application is for: a listed position, or the general application (id 0). */
export interface ApplyTarget {
  id: number;
  title: string;
}

/** Résumé step of the dialog (spec content §4): none, processing, ready (text read) or failed. */
type ResumeState =
  | { phase: 'none' }
  | { phase: 'processing'; file: File }
  | { phase: 'ready'; file: File; check: ResumeCheck }
  | { phase: 'failed'; message: string };

const fieldClass =
  'w-full rounded-2xl border-2 border-line bg-white px-4 text-base focus:border-grape focus:outline-none';

const READING_FAILURES = new Set<string>(Object.values(RESUME_FAILURES));

/** The server's reason when it could not read the résumé's text (a RESUME_FAILURES sentence). */
function readingFailure(error: unknown): string | null {
  return isApiError(error) && error.status === 400 && READING_FAILURES.has(error.message)
    ? error.message
    : null;
}

/**
 * The application dialog (spec content §4 "Application dialog"): closed → open → file chosen
 * (processing) → ready (text extracted) → submitting → closed and cleared on success. Cancel
 * or close clears every field (the form lives inside the dialog content, which unmounts).
 * A field's own error (a wrong file, a missing name) shows at that field and clears when it
 * is fixed; only errors that belong to no field are toasts (issue 32: a toast sat over
 * Submit and Cancel).
 */
export function ApplicationDialog({ job, onClose }: { job: ApplyTarget | null; onClose: () => void }) {
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={job?.title ?? ''}
      description={CAREERS_PAGE.dialogDescription}
      className="max-w-lg"
    >
      {job ? <ApplicationForm job={job} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ApplicationForm({ job, onDone }: { job: ApplyTarget; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [resume, setResume] = useState<ResumeState>({ phase: 'none' });
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; email?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Each chosen file gets a number, so the answer for a file replaced meanwhile is ignored.
  const latestFile = useRef(0);
  const check = useCheckResume();
  const submit = useSubmitApplication();
  const showError = useApiError();

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    const ticket = ++latestFile.current;
    if (!file) {
      setResume({ phase: 'none' });
      return;
    }
    const refusal = !resumeFormatOfName(file.name)
      ? CAREERS_TEXTS.wrongType
      : file.size > RESUME_MAX_BYTES
        ? CAREERS_TEXTS.tooLarge
        : null;
    if (refusal) {
      event.target.value = '';
      setResume({ phase: 'failed', message: refusal });
      return;
    }
    setResume({ phase: 'processing', file });
    check.mutate(file, {
      onSuccess: (result) => {
        if (ticket === latestFile.current) setResume({ phase: 'ready', file, check: result });
      },
      onError: (error) => {
        if (ticket !== latestFile.current) return;
        // An unreadable file is this dialog's own case (spec content §8 "Failed to process
        // resume file", with the reason); anything else is an ordinary API error.
        const reason = readingFailure(error);
        if (reason) {
          setResume({ phase: 'failed', message: `${CAREERS_TEXTS.processFailed}. ${reason}` });
          return;
        }
        showError(error, CAREERS_TEXTS.processFailed);
        setResume({ phase: 'failed', message: apiErrorMessage(error, CAREERS_TEXTS.processFailed) });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (resume.phase !== 'ready') {
      if (resume.phase !== 'processing') setResume({ phase: 'failed', message: CAREERS_TEXTS.noResume });
      fileRef.current?.focus();
      return;
    }
    const fields = applicationFieldsSchema.safeParse({ jobId: job.id, name, email, notes });
    if (!fields.success) {
      const errors: { name?: string; email?: string } = {};
      for (const issue of fields.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'email') && !errors[field]) errors[field] = issue.message;
      }
      if (!errors.name && !errors.email) {
        toast.error(fields.error.issues[0]?.message ?? CAREERS_TEXTS.missingFields);
        return;
      }
      setFieldErrors(errors);
      (errors.name ? nameRef : emailRef).current?.focus();
      return;
    }
    submit.mutate(
      { ...fields.data, resume: resume.file },
      {
        onSuccess: () => {
          toast.success(CAREERS_TEXTS.submitted);
          onDone();
        },
        onError: (error) => showError(error, CAREERS_TEXTS.submitFailed),
      },
    );
  };

  const processing = resume.phase === 'processing';
  const statusId = `${id}-resume-status`;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          {CAREERS_PAGE.nameLabel}
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setFieldErrors(({ name: _fixed, ...rest }) => rest);
          }}
          aria-invalid={fieldErrors.name ? true : undefined}
          aria-describedby={fieldErrors.name ? `${id}-name-error` : undefined}
          maxLength={APPLICANT_NAME_MAX_CHARS}
          autoComplete="name"
          required
          className={`${fieldClass} h-12`}
        />
        <FieldError id={`${id}-name-error`} message={fieldErrors.name} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          {CAREERS_PAGE.emailLabel}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldErrors(({ email: _fixed, ...rest }) => rest);
          }}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          maxLength={APPLICANT_EMAIL_MAX_CHARS}
          autoComplete="email"
          required
          className={`${fieldClass} h-12`}
        />
        <FieldError id={`${id}-email-error`} message={fieldErrors.email} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-notes`} className="text-sm font-semibold">
          {CAREERS_PAGE.notesLabel} <span className="font-normal text-ink-soft">{CAREERS_PAGE.optional}</span>
        </label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={APPLICATION_NOTES_MAX_CHARS}
          rows={3}
          className={`${fieldClass} resize-none py-3`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-resume`} className="text-sm font-semibold">
          {CAREERS_PAGE.resumeLabel}
        </label>
        <input
          ref={fileRef}
          id={`${id}-resume`}
          type="file"
          accept={RESUME_ACCEPT}
          onChange={onFileChange}
          disabled={submit.isPending}
          aria-invalid={resume.phase === 'failed' ? true : undefined}
          aria-describedby={`${id}-resume-hint ${statusId}`}
          className="w-full rounded-2xl border-2 border-dashed border-line bg-paper p-2 text-sm text-ink-soft file:mr-3 file:h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-grape-soft file:px-4 file:font-semibold file:text-grape-dark hover:file:bg-[#e3dbff] focus:border-grape focus:outline-none"
        />
        <p id={`${id}-resume-hint`} className="text-sm text-ink-soft">
          {CAREERS_TEXTS.fileHint}
        </p>
        <div id={statusId} role="status" aria-live="polite">
          <ResumeStatus state={resume} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {CAREERS_PAGE.cancel}
        </Button>
        <Button type="submit" loading={submit.isPending} disabled={processing || resume.phase !== 'ready'}>
          {CAREERS_PAGE.submit}
        </Button>
      </div>
    </form>
  );
}

/** A field's own error under it (its input points here with aria-describedby); nothing when fine. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm font-medium text-[#a3204a]">
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

function ResumeStatus({ state }: { state: ResumeState }) {
  if (state.phase === 'processing') {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-paper px-4 py-3 text-sm font-medium">
        <Spinner className="size-4 text-grape-dark" />
        {CAREERS_PAGE.reading(state.file.name)}
      </p>
    );
  }
  if (state.phase === 'ready') {
    const { words } = state.check;
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-grape-soft px-4 py-3 text-sm">
        <FileCheck2 className="mt-0.5 size-4 shrink-0 text-grape-dark" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block font-semibold break-all">{state.file.name}</span>
          <span className="text-ink-soft">{CAREERS_PAGE.wordsRead(words)}</span>
        </span>
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p className="flex items-start gap-2 rounded-2xl bg-berry/10 px-4 py-3 text-sm text-[#a3204a]">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{state.message}</span>
      </p>
    );
  }
  return null;
}
