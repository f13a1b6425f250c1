import { DOWNLOAD_NAME_MAX_CHARS, PROJECT_TITLE_MAX_CHARS } from './limits';

/**
 * Project title from a prompt: trimmed, cut to 50 characters plus "..." when longer
 * (spec core §5 "Project title is the prompt, cut to 50 characters plus '...'").
 */
export function projectTitleFromPrompt(prompt: string): string {
  const text = prompt.trim().replace(/\s+/g, ' ');
  return text.length > PROJECT_TITLE_MAX_CHARS ? `${text.slice(0, PROJECT_TITLE_MAX_CHARS)}...` : text;
}

/**
 * PNG download name: the first 30 characters of the prompt with every non-alphanumeric
 * character replaced by a dash, plus ".png" (spec core "Project workspace").
 * Example: "Adorable puppy" → "Adorable-puppy.png".
 */
export function downloadNameFromPrompt(prompt: string, extension = 'png'): string {
  const base = prompt.slice(0, DOWNLOAD_NAME_MAX_CHARS).replace(/[^a-zA-Z0-9]/g, '-');
  return `${base || 'coloring-page'}.${extension}`;
}

/**
 * Blog slug: lower-cased title, non-alphanumerics removed, whitespace → hyphens,
 * repeated hyphens collapsed (spec content "Blog post").
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}
