/** Reloads the whole page ("Try Again" on /blog, spec content §2); its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
