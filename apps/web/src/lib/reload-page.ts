/** The page fetched again from the server: one place, so tests can see that it happened. */
export function reloadPage(): void {
  window.location.reload();
}
