/**
 * Page translators replace text nodes under React's feet; React then calls removeChild/insertBefore with a
 * node that moved and the page crashes. This guard makes those two calls forgive a node that is no longer
 * where React expected it (the widely used workaround from the React issue tracker, facebook/react#11538).
 */
export function guardDomAgainstTranslators(): void {
  const originalRemoveChild = Node.prototype.removeChild;
  Node.prototype.removeChild = function removeChild<T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) return child;
    return originalRemoveChild.call(this, child) as T;
  };
  const originalInsertBefore = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function insertBefore<T extends Node>(
    this: Node,
    node: T,
    reference: Node | null,
  ): T {
    if (reference && reference.parentNode !== this) return node;
    return originalInsertBefore.call(this, node, reference) as T;
  };
}
