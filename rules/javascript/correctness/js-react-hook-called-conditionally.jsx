import React, { useState, useEffect, useMemo, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ThemeContext } from './theme';

export function Profile({ user, showStats }) {
  if (!user) {
    return null;
  }
  // ruleid: js-react-hook-called-conditionally
  const [editing, setEditing] = useState(false);
  return <ProfileCard user={user} editing={editing} onEdit={() => setEditing(true)} />;
}

export function Dashboard({ userId, showStats }) {
  const [filter, setFilter] = useState('all');
  if (showStats) {
    // ruleid: js-react-hook-called-conditionally
    useEffect(() => {
      document.title = `Stats for ${userId}`;
    }, [userId]);
  }
  return <Stats filter={filter} onChange={setFilter} />;
}

export function Widgets({ ids }) {
  const results = [];
  for (const id of ids) {
    // ruleid: js-react-hook-called-conditionally
    results.push(useQuery({ queryKey: ['widget', id], queryFn: () => fetchWidget(id) }));
  }
  return <WidgetGrid results={results} />;
}

export function Badge({ compact }) {
  // ruleid: js-react-hook-called-conditionally
  const theme = compact ? null : useContext(ThemeContext);
  return <span className={theme?.badge}>new</span>;
}

export function Settings({ loading }) {
  if (loading) return <Spinner />;
  // ruleid: js-react-hook-called-conditionally
  const [tab, setTab] = React.useState('general');
  return <Tabs value={tab} onChange={setTab} />;
}

export function Avatars({ users }) {
  return users.map((user) => {
    // ruleid: js-react-hook-called-conditionally
    const avatar = useAvatar(user.id);
    return <img key={user.id} src={avatar} alt={user.name} />;
  });
}

export function SafeAvatars({ users }) {
  // ok: js-react-hook-called-conditionally
  const avatars = useAvatars(users.map((user) => user.id));
  return users.map((user) => <img key={user.id} src={avatars[user.id]} alt={user.name} />);
}

export function SafeProfile({ user }) {
  // ok: js-react-hook-called-conditionally
  const [editing, setEditing] = useState(false);
  // ok: js-react-hook-called-conditionally
  const initials = useMemo(() => (user ? user.name.slice(0, 2) : ''), [user]);
  if (!user) {
    return null;
  }
  return <ProfileCard user={user} initials={initials} editing={editing} onEdit={() => setEditing(true)} />;
}

export function SafeDashboard({ userId, showStats }) {
  // ok: js-react-hook-called-conditionally
  useEffect(() => {
    if (showStats) {
      document.title = `Stats for ${userId}`;
    }
  }, [showStats, userId]);
  return <Stats />;
}

export function SafeList({ items }) {
  const visible = items.filter((item) => {
    if (!item.hidden) {
      return true;
    }
    return false;
  });
  // ok: js-react-hook-called-conditionally
  const [selected, setSelected] = useState(null);
  return <List items={visible} selected={selected} onSelect={setSelected} />;
}

export function SafeToggle({ initial }) {
  // ok: js-react-hook-called-conditionally
  const [on, setOn] = useState(initial);
  const toggle = () => {
    if (on) {
      setOn(false);
      return;
    }
    setOn(true);
  };
  return <button onClick={toggle}>{on ? 'on' : 'off'}</button>;
}

export function SafeSettings({ loading }) {
  // ok: js-react-hook-called-conditionally
  const [tab, setTab] = React.useState('general');
  if (loading) return <Spinner />;
  return <Tabs value={tab} onChange={setTab} />;
}
