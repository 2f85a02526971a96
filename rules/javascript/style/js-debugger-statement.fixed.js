function total(items) {
  // ruleid: js-debugger-statement
  
  return items.reduce((sum, item) => sum + item.price, 0);
}

function debuggerLabel() {
  // ok: js-debugger-statement
  return 'debugger';
}

function debuggerFlag(options) {
  // ok: js-debugger-statement
  return options.debugger === true;
}
