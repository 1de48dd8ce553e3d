/** The longest a drawn page's picture may hold its scripts back: one that stalls must not keep the buttons dead. */
const PICTURE_WAIT_CAP_MS = 3000;

/** Settles after the browser's next paint (a timer queued from the frame's callback runs once it has painted). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Settles once a drawn page's picture (`fetchpriority="high"`) is painted, at once without one: the page's scripts
 * then do not compete with it for the phone's link and processor (ADR-225).
 */
export async function afterFirstScreenPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!picture) return;
  // decode() settles once the picture has loaded and can be drawn, and rejects on a broken one (drawn as alt).
  const decoded = picture.decode().catch(() => undefined);
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_CAP_MS))]);
  await afterNextPaint();
}
