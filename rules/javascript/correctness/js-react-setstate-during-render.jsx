import React, { useEffect, useReducer, useState } from 'react';

export function Counter({ initial }) {
  const [count, setCount] = useState(0);
  // ruleid: js-react-setstate-during-render
  setCount(initial);
  return <span>{count}</span>;
}

export const Filter = ({ items, query }) => {
  const [visible, setVisible] = React.useState([]);
  // ruleid: js-react-setstate-during-render
  setVisible(items.filter((item) => item.name.includes(query)));
  return <List items={visible} />;
};

function reducer(state, action) {
  return action.type === 'reset' ? { count: 0 } : { count: state.count + 1 };
}

export function Clicker() {
  const [state, dispatch] = useReducer(reducer, { count: 0 });
  // ruleid: js-react-setstate-during-render
  dispatch({ type: 'increment' });
  return <button>{state.count}</button>;
}

export function SafeCounter({ initial }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    // ok: js-react-setstate-during-render
    setCount(initial);
  }, [initial]);
  return (
    // ok: js-react-setstate-during-render
    <button onClick={() => setCount(count + 1)}>{count}</button>
  );
}

export function DerivedSelection({ items }) {
  const [previousItems, setPreviousItems] = useState(items);
  const [selection, setSelection] = useState(null);
  if (items !== previousItems) {
    // ok: js-react-setstate-during-render
    setPreviousItems(items);
    // ok: js-react-setstate-during-render
    setSelection(null);
  }
  return <List items={items} selected={selection} onSelect={setSelection} />;
}

export function SafeClicker() {
  const [state, dispatch] = useReducer(reducer, { count: 0 });
  function handleReset() {
    // ok: js-react-setstate-during-render
    dispatch({ type: 'reset' });
  }
  return <button onClick={handleReset}>{state.count}</button>;
}

export function SafeFilter({ items, query }) {
  // ok: js-react-setstate-during-render
  const visible = items.filter((item) => item.name.includes(query));
  return <List items={visible} />;
}
