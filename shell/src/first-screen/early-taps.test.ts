import { waitFor } from '@testing-library/react';
import { holdEarlyTaps, TAP_TAKEN } from './early-taps';

/** A drawn page of its own (each test's holder listens to its own document): the top bar and a section. */
function drawnPage() {
  const page = document.implementation.createHTMLDocument('drawn');
  page.body.innerHTML = `
    <button id="menu">Menu</button>
    <button id="vote"><span id="vote-label">Vote</span></button>
    <a id="news" href="#news">News</a>
    <div data-remote="mfe_fanfunding"><button id="support">Support</button></div>`;
  const made: string[] = [];
  for (const id of ['menu', 'vote', 'news', 'support'])
    page.getElementById(id)!.addEventListener('click', () => made.push(id));
  return {
    page,
    made,
    tap: (id: string) => page.getElementById(id)!.click(),
    pageAnswers: () => (page.documentElement.dataset.ready = 'true'),
    sectionAnswers: () => (page.querySelector<HTMLElement>('[data-remote]')!.dataset.answers = 'true'),
  };
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300));

test('a tap before the page answers is made once it does, the last one only', async () => {
  const { page, made, tap, pageAnswers } = drawnPage();
  holdEarlyTaps(page);
  tap('menu');
  const busy = (id: string) => page.getElementById(id)!.getAttribute('aria-busy');
  const status = () => page.querySelector('[role="status"]')?.textContent;
  expect(busy('menu')).toBe('true');
  tap('vote-label');
  expect(made).toEqual([]);
  // The control held shows it was taken, at once; the one it replaced no longer does.
  expect(busy('vote')).toBe('true');
  expect(page.getElementById('vote')!.style.opacity).toBe('0.6');
  expect(busy('menu')).toBeNull();
  await waitFor(() => expect(status()).toBe(TAP_TAKEN));
  pageAnswers();
  await waitFor(() => expect(made).toEqual(['vote']));
  expect(busy('vote')).toBeNull();
  expect(page.getElementById('vote')!.style.opacity).toBe('');
  expect(status()).toBeUndefined();
  // Answering, the page takes taps itself.
  tap('menu');
  expect(made).toEqual(['vote', 'menu']);
});

test('a link with an address is followed at once, as without JavaScript', () => {
  const { page, made, tap } = drawnPage();
  holdEarlyTaps(page);
  tap('news');
  expect(made).toEqual(['news']);
});

test('a tap on what the take-over replaced is dropped', async () => {
  const { page, made, tap, pageAnswers } = drawnPage();
  holdEarlyTaps(page);
  tap('menu');
  page.getElementById('menu')!.remove();
  pageAnswers();
  await aMoment();
  expect(made).toEqual([]);
});

test('nothing is held on a page that answers already', () => {
  const { page, made, tap, pageAnswers } = drawnPage();
  pageAnswers();
  holdEarlyTaps(page);
  tap('menu');
  expect(made).toEqual(['menu']);
});

test('a tap in a section still arriving after the page answers is made once the section answers', async () => {
  const { page, made, tap, pageAnswers, sectionAnswers } = drawnPage();
  holdEarlyTaps(page);
  pageAnswers();
  tap('support');
  // The top bar answers; the section's tap waits for its module.
  tap('menu');
  await aMoment();
  expect(made).toEqual(['menu']);
  sectionAnswers();
  await waitFor(() => expect(made).toEqual(['menu', 'support']));
  // Taken over, the section takes taps itself.
  tap('support');
  expect(made).toEqual(['menu', 'support', 'support']);
});

test('a tap held before the page answers in a section waits for the section too', async () => {
  const { page, made, tap, pageAnswers, sectionAnswers } = drawnPage();
  holdEarlyTaps(page);
  tap('support');
  pageAnswers();
  await aMoment();
  expect(made).toEqual([]);
  sectionAnswers();
  await waitFor(() => expect(made).toEqual(['support']));
});
