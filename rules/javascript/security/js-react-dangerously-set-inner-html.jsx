import React from 'react';
import DOMPurify from 'dompurify';

export function Comment({ comment }) {
  // ruleid: js-react-dangerously-set-inner-html
  const body = <p dangerouslySetInnerHTML={{ __html: comment.body }} />;
  return <div className="comment">{body}</div>;
}

export function Article({ html }) {
  return (
    // ruleid: js-react-dangerously-set-inner-html
    <article dangerouslySetInnerHTML={{ __html: `<h1>${html}</h1>` }}></article>
  );
}

export function SafeComment({ comment }) {
  // ok: js-react-dangerously-set-inner-html
  return <p dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(comment.body) }} />;
}

export function Icon() {
  // ok: js-react-dangerously-set-inner-html
  return <span dangerouslySetInnerHTML={{ __html: '&#9733;' }} />;
}

export function Plain({ comment }) {
  // ok: js-react-dangerously-set-inner-html
  return <p>{comment.body}</p>;
}
