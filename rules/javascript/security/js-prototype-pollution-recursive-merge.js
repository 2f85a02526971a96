'use strict';

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function merge(target, source) {
  for (const key in source) {
    if (isObject(source[key])) {
      if (!isObject(target[key])) {
        // ruleid: js-prototype-pollution-recursive-merge
        target[key] = {};
      }
      merge(target[key], source[key]);
    } else {
      // ruleid: js-prototype-pollution-recursive-merge
      target[key] = source[key];
    }
  }
  return target;
}

const deepAssign = function (dest, src) {
  Object.keys(src).forEach((prop) => {
    if (src.hasOwnProperty(prop) && typeof src[prop] === 'object') {
      // ruleid: js-prototype-pollution-recursive-merge
      dest[prop] = deepAssign(dest[prop] || {}, src[prop]);
    } else {
      // ruleid: js-prototype-pollution-recursive-merge
      dest[prop] = src[prop];
    }
  });
  return dest;
};

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function safeMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN_KEYS.has(key)) {
      continue;
    }
    if (isObject(source[key])) {
      // ok: js-prototype-pollution-recursive-merge
      target[key] = safeMerge(isObject(target[key]) ? target[key] : {}, source[key]);
    } else {
      // ok: js-prototype-pollution-recursive-merge
      target[key] = source[key];
    }
  }
  return target;
}

function mergeSkippingProto(target, source) {
  for (const key in source) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isObject(source[key])) {
      // ok: js-prototype-pollution-recursive-merge
      target[key] = target[key] || {};
      mergeSkippingProto(target[key], source[key]);
    } else {
      // ok: js-prototype-pollution-recursive-merge
      target[key] = source[key];
    }
  }
  return target;
}

function shallowCopy(target, source) {
  for (const key in source) {
    // ok: js-prototype-pollution-recursive-merge
    target[key] = source[key];
  }
  return target;
}

function isSafeKey(key) {
  return key !== '__proto__' && key !== 'constructor' && key !== 'prototype';
}

const mergeChecked = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (isSafeKey(key)) {
      if (isObject(value)) {
        mergeChecked(target[key] ?? (target[key] = {}), value);
      } else {
        // ok: js-prototype-pollution-recursive-merge
        target[key] = value;
      }
    }
  }
  return target;
};

class Config {
  constructor(defaults) {
    this.values = {};
    this.apply(this.values, defaults);
  }

  apply(target, source) {
    for (const key in source) {
      if (isObject(source[key])) {
        // ruleid: js-prototype-pollution-recursive-merge
        target[key] = target[key] || {};
        this.apply(target[key], source[key]);
      } else {
        // ruleid: js-prototype-pollution-recursive-merge
        target[key] = source[key];
      }
    }
  }
}

function mergeEntries(target, source) {
  for (const [name, value] of Object.entries(source)) {
    if (isObject(value)) {
      // ruleid: js-prototype-pollution-recursive-merge
      target[name] = mergeEntries(target[name] || {}, value);
    } else {
      // ruleid: js-prototype-pollution-recursive-merge
      target[name] = value;
    }
  }
  return target;
}

function cloneInto(target, source) {
  for (const [name, value] of Object.entries(source)) {
    if (['__proto__', 'constructor', 'prototype'].includes(name)) {
      throw new Error(`refusing to merge key ${name}`);
    }
    // ok: js-prototype-pollution-recursive-merge
    target[name] = isObject(value) ? cloneInto({}, value) : value;
  }
  return target;
}

function cloneTree(node) {
  const copy = Object.create(null);
  for (const key of Object.keys(node)) {
    if (key === '__proto__') continue;
    // ok: js-prototype-pollution-recursive-merge
    copy[key] = isObject(node[key]) ? cloneTree(node[key]) : node[key];
  }
  return copy;
}

function countLeaves(counts, tree) {
  for (const key in tree) {
    if (isObject(tree[key])) {
      countLeaves(counts, tree[key]);
    } else {
      // ok: js-prototype-pollution-recursive-merge
      counts.total = (counts.total || 0) + 1;
    }
  }
  return counts;
}

module.exports = { cloneTree, countLeaves, mergeEntries, cloneInto,  merge, deepAssign, safeMerge, mergeSkippingProto, shallowCopy, mergeChecked, Config };
