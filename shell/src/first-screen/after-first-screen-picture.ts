/** The longest a drawn page's picture may hold its scripts back: one that stalls must not keep the buttons dead. */
const PICTURE_WAIT_CAP_MS = 3000;

/**
 * Settles once the server-drawn first screen's largest picture (its `fetchpriority="high"` <img>) has arrived, or
 * at once on a page the browser draws (no picture): the page's scripts are asked for after the picture rather than
 * share the phone's link with it (ADR-225). Its paint is not waited for: a script asked for now arrives a round
 * trip later.
 */
export async function afterFirstScreenPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture) return;
  // decode() settles once the picture has loaded and can be drawn, and rejects on a broken one (drawn as alt).
  const decoded = picture.decode().catch(() => undefined);
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_CAP_MS))]);
}
