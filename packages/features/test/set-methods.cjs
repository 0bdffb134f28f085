// msw 3 resets handlers with Set.prototype.intersection and difference, which Node 20 lacks
// (browsers and Node 22 have them). Only the two methods msw calls are provided.
if (typeof Set.prototype.intersection !== 'function') {
  Object.defineProperty(Set.prototype, 'intersection', {
    configurable: true,
    writable: true,
    value: function intersection(other) {
      const result = new Set();
      for (const item of this) if (other.has(item)) result.add(item);
      return result;
    },
  });
}
if (typeof Set.prototype.difference !== 'function') {
  Object.defineProperty(Set.prototype, 'difference', {
    configurable: true,
    writable: true,
    value: function difference(other) {
      const result = new Set();
      for (const item of this) if (!other.has(item)) result.add(item);
      return result;
    },
  });
}
