import { waitFor } from '@testing-library/react';
import { holdEarlyTaps } from './early-taps';

function drawnPage() {
  document.documentElement.removeAttribute('data-ready');
  document.body.innerHTML = `
    <button id="menu">Menu</button>
    <button id="vote"><span id="vote-label">Vote</span></button>
    <a id="news" href="#news">News</a>`;
  const made: string[] = [];
  for (const id of ['menu', 'vote', 'news'])
    document.getElementById(id)!.addEventListener('click', () => made.push(id));
  return made;
}
const tap = (id: string) => document.getElementById(id)!.click();
const pageAnswers = () => (document.documentElement.dataset.ready = 'true');

test('a tap before the page answers is made once it does, the last one only', async () => {
  const made = drawnPage();
  holdEarlyTaps();
  tap('menu');
  tap('vote-label');
  expect(made).toEqual([]);
  pageAnswers();
  await waitFor(() => expect(made).toEqual(['vote']));
  // Answering, the page takes taps itself.
  tap('menu');
  expect(made).toEqual(['vote', 'menu']);
});

test('a link with an address is followed at once, as without JavaScript', () => {
  const made = drawnPage();
  holdEarlyTaps();
  tap('news');
  expect(made).toEqual(['news']);
});

test('a tap on what the take-over replaced is dropped', async () => {
  const made = drawnPage();
  holdEarlyTaps();
  tap('menu');
  document.getElementById('menu')!.remove();
  pageAnswers();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(made).toEqual([]);
});

test('nothing is held on a page that answers already', () => {
  const made = drawnPage();
  pageAnswers();
  holdEarlyTaps();
  tap('menu');
  expect(made).toEqual(['menu']);
});
