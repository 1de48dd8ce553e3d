import { guardDomAgainstTranslators } from './dom-guard';

const removeChild = Node.prototype.removeChild;
const insertBefore = Node.prototype.insertBefore;
afterAll(() => Object.assign(Node.prototype, { removeChild, insertBefore }));

it('lets React remove or insert around a node a translator has moved, instead of crashing', () => {
  const parent = document.createElement('p');
  const text = document.createTextNode('Koin Kamu');
  parent.appendChild(text);
  // A translator wraps the text in its own element: React's text node is no longer parent's child.
  const wrapper = document.createElement('font');
  parent.replaceChild(wrapper, text);
  wrapper.appendChild(text);

  expect(() => parent.removeChild(text)).toThrow();
  guardDomAgainstTranslators();
  expect(() => parent.removeChild(text)).not.toThrow();
  expect(() => parent.insertBefore(document.createElement('b'), text)).not.toThrow();
});

it('still removes and inserts nodes that are where React expects them', () => {
  guardDomAgainstTranslators();
  const parent = document.createElement('div');
  const first = parent.appendChild(document.createElement('span'));
  const inserted = parent.insertBefore(document.createElement('i'), first);
  expect(parent.firstChild).toBe(inserted);
  parent.removeChild(first);
  expect(parent.childNodes).toHaveLength(1);
});
