'use strict';

function setPath(target, path, value) {
  const keys = path.split('.');
  let current = target;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    if (typeof current[key] !== 'object' || current[key] === null) {
      current[key] = {};
    }
    current = current[key];
  }
  // ruleid: js-prototype-pollution-path-setter
  current[keys[keys.length - 1]] = value;
  return target;
}

const assignPath = (obj, dottedPath, value) => {
  const parts = Array.isArray(dottedPath) ? dottedPath : dottedPath.split(/[.[\]]+/).filter(Boolean);
  const last = parts.pop();
  let node = obj;
  for (const part of parts) {
    node = node[part] = node[part] || {};
  }
  // ruleid: js-prototype-pollution-path-setter
  node[last] = value;
  return obj;
};

class Settings {
  constructor() {
    this.values = {};
  }

  set(path, value) {
    const segments = path.split('/');
    const leaf = segments.pop();
    let scope = this.values;
    segments.forEach((segment) => {
      if (!scope[segment]) scope[segment] = {};
      scope = scope[segment];
    });
    // ruleid: js-prototype-pollution-path-setter
    scope[leaf] = value;
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function safeSetPath(target, path, value) {
  const keys = path.split('.');
  let current = target;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    if (FORBIDDEN_KEYS.has(key)) {
      throw new Error(`invalid path segment ${key}`);
    }
    current[key] = current[key] || {};
    current = current[key];
  }
  const last = keys[keys.length - 1];
  if (FORBIDDEN_KEYS.has(last)) {
    throw new Error(`invalid path segment ${last}`);
  }
  // ok: js-prototype-pollution-path-setter
  current[last] = value;
  return target;
}

function setPathChecked(obj, path, value) {
  const parts = path.split('.');
  let node = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    if (parts[i] === '__proto__' || parts[i] === 'constructor' || parts[i] === 'prototype') return obj;
    node = node[parts[i]] = node[parts[i]] || {};
  }
  // ok: js-prototype-pollution-path-setter
  node[parts[parts.length - 1]] = value;
  return obj;
}

function getPath(obj, path) {
  const keys = path.split('.');
  let current = obj;
  for (const key of keys) {
    if (current == null) return undefined;
    current = current[key];
  }
  return current;
}

function recordSplit(stats, csvLine) {
  const columns = csvLine.split(',');
  for (let i = 0; i < columns.length; i++) {
    // ok: js-prototype-pollution-path-setter
    stats.columns[i] = columns[i].trim();
  }
  // ok: js-prototype-pollution-path-setter
  stats['lastLine'] = csvLine;
  return stats;
}

module.exports = { setPath, assignPath, Settings, safeSetPath, setPathChecked, getPath, recordSplit };
