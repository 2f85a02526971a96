import React, { useEffect, useState } from 'react';

export function Profile({ id, api }) {
  const [user, setUser] = useState(null);
  // ruleid: js-react-useeffect-async-callback
  useEffect(async () => {
    setUser(await api.getUser(id));
  }, [id]);
  return <p>{user && user.name}</p>;
}

export function Feed({ api }) {
  // ruleid: js-react-useeffect-async-callback
  React.useLayoutEffect(async function () { await api.track('feed'); }, []);
  return null;
}

export function ProfileSafe({ id, api }) {
  const [user, setUser] = useState(null);
  // ok: js-react-useeffect-async-callback
  useEffect(() => {
    let cancelled = false;
    async function load() {
      const next = await api.getUser(id);
      if (!cancelled) setUser(next);
    }
    load();
    return () => { cancelled = true; };
  }, [id]);
  return <p>{user && user.name}</p>;
}

export function Title({ text }) {
  // ok: js-react-useeffect-async-callback
  useEffect(() => { document.title = text; }, [text]);
  return null;
}
