/**
 * Settles in a new task, so the browser can paint and answer the fan in between: the start-up's steps each take
 * one (ADR-226), as a phone's main thread held for long keeps a tap waiting.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
