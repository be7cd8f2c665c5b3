/**
 * An error a page throws while rendering when its URL cannot be served, so the shell's route error view shows the
 * SPEC §2 root error screen for it: `status` picks the view (404 not found, 500 error with message and url), `message`
 * is its title and `detail` the line under it. It carries the same fields as the gateway's answer for that URL.
 */
export class PageError extends Error {
  readonly status: number;
  readonly detail?: string;

  constructor(status: number, message: string, detail?: string) {
    super(message);
    this.name = 'PageError';
    this.status = status;
    this.detail = detail;
  }
}
