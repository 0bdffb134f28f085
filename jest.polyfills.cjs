// Node 20 lacks Promise.withResolvers, which msw 3 uses.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

// msw 3 resets handlers with Set.prototype.intersection and difference, which Node 20 lacks.
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
