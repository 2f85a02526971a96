import html
from urllib.parse import quote

import bleach
from django.utils.html import conditional_escape, format_html
from xml.sax.saxutils import quoteattr

from markupsafe import Markup, escape


def redirect_page(url: bytes) -> bytes:
    # ruleid: python-html-format-unescaped
    return b"""<html><a href="%(url)s">click here</a></html>""" % {b"url": url}


def index_entry(file_url: str, file_name: str) -> str:
    # ruleid: python-html-format-unescaped
    return '<li><a href="{url}">{name}</a></li>'.format(url=file_url, name=file_name)


def heading(title: str) -> str:
    # ruleid: python-html-format-unescaped
    return f"<h1>{title}</h1>"


def error_box(message: str) -> str:
    text = "Error: " + message
    # ruleid: python-html-format-unescaped
    return '<div class="error">' + text + "</div>"


def index_entry_escaped(file_url: str, file_name: str) -> str:
    # ok: python-html-format-unescaped
    return '<li><a href="{url}">{name}</a></li>'.format(url=html.escape(file_url), name=html.escape(file_name))


def heading_escaped(title: str) -> str:
    # ok: python-html-format-unescaped
    return f"<h1>{escape(title)}</h1>"


def heading_markup(title: str) -> Markup:
    # ok: python-html-format-unescaped
    return Markup("<h1>{}</h1>").format(title)


def counter(count: str) -> str:
    # ok: python-html-format-unescaped
    return "<span>%d</span>" % int(count)


def attribute(value: str) -> str:
    # ok: python-html-format-unescaped
    return "<input value=%s>" % quoteattr(value)


def size(items: list[str]) -> str:
    # ok: python-html-format-unescaped
    return f"<p>{len(items)} items</p>"


def footer() -> str:
    year = "2026"
    # ok: python-html-format-unescaped
    return f"<footer><small>{year}</small></footer>"


def log_line(name: str) -> str:
    # ok: python-html-format-unescaped
    return "user <%s> logged in" % name


class Node:
    def __init__(self, tag: str) -> None:
        self.tag = tag

    def __repr__(self) -> str:
        # ok: python-html-format-unescaped
        return "<p %s>" % self.tag


def own_escaper(item: str, escaper) -> str:
    # ok: python-html-format-unescaped
    return "<li>%s</li>" % escaper(item)


def missing_form(response: str) -> None:
    # ok: python-html-format-unescaped
    raise ValueError(f"No <form> element found in {response}")


def comment_body(text: str) -> str:
    # ok: python-html-format-unescaped
    return "<div class=comment>%s</div>" % bleach.clean(text)


def label(name: str) -> str:
    # ok: python-html-format-unescaped
    return "<label>" + conditional_escape(name) + "</label>"


def price(amount: str) -> str:
    # ok: python-html-format-unescaped
    return "<td>%.2f</td>" % float(amount)


def user_link(user: str) -> str:
    # ok: python-html-format-unescaped
    return "<li>%s</li>" % format_html('<a href="/u/{}">{}</a>', user, user)


def search_link(term: str) -> str:
    # ok: python-html-format-unescaped
    return '<a href="/search?q=%s">search</a>' % quote(term)


THEMES = {"light", "dark"}


def theme_link(theme: str, version: int) -> str:
    if theme not in THEMES:
        theme = "light"
    # ok: python-html-format-unescaped
    return f'<link rel="stylesheet" href="/css/{theme}.css?v={version}">'


BADGES = {"new": "<b>new</b>", "sale": "<i>sale</i>"}


def badge(kind: str) -> str:
    # ok: python-html-format-unescaped
    return f"<span>{BADGES.get(kind, '')}</span>"


import re  # noqa: E402
from typing import Annotated  # noqa: E402

from pydantic import AfterValidator  # noqa: E402

DISPLAY_NAME = re.compile(r"[\w .-]{1,40}")


def display_name(value: str) -> str:
    if not DISPLAY_NAME.fullmatch(value):
        raise ValueError("unsupported characters")
    return value


def welcome_banner(name: Annotated[str, AfterValidator(display_name)] = "guest"):
    # pydantic ran the app's validator on the parameter
    # ok: python-html-format-unescaped
    return f"<div class='banner'>Welcome back, {name}!</div>"


def farewell_banner(name: Annotated[str, "display name"] = "guest"):
    # ruleid: python-html-format-unescaped
    return f"<div class='banner'>Goodbye, {name}!</div>"


BANNERS = {"sale": "<b>Sale</b>", "outage": "<b>Maintenance tonight</b>"}


def banner_once(kind: str) -> str:
    banner = BANNERS.pop(kind, "")
    # ok: python-html-format-unescaped
    return f"<div class='banner'>{banner}</div>"


def page_frame(title: str, body: str) -> str:
    # ok: python-html-format-unescaped
    return f"<html><head><title>{html.escape(title)}</title></head><body>{body}</body></html>"


def page_frame_forgotten(title: str, summary: str) -> str:
    # ruleid: python-html-format-unescaped
    return f"<html><head><title>{html.escape(title)}</title></head><p>{summary}</p></html>"


def page_frame_unescaped(title: str, body: str) -> str:
    # ruleid: python-html-format-unescaped
    return f"<html><head><title>{title}</title></head><body>{body}</body></html>"


from typing import Literal  # noqa: E402


def status_line(component: Literal["api", "dashboard"] = "api", note: str = ""):
    # a parameter that is one of a fixed set of literals
    # ok: python-html-format-unescaped
    head = f"<div class='banner {component}'>"
    # ruleid: python-html-format-unescaped
    return head + f"<p>{note}</p></div>"


def dated_entry(entry, label: str) -> str:
    when = entry.signed_at.strftime("%d.%m.%Y")
    stamp = entry.signed_at.isoformat()
    # ok: python-html-format-unescaped
    line = f"<i>{when}</i> <time datetime='{stamp}'>"
    # ruleid: python-html-format-unescaped
    return line + f"<b>{label}</b>"


def dated_entry_chosen_format(entry, pattern: str) -> str:
    # a format the caller chose can hold markup
    # ruleid: python-html-format-unescaped
    return f"<i>{entry.signed_at.strftime(pattern)}</i>"


BADGE_CLASSES = {"ok": "badge-green", "failed": "badge-red"}


class StatusBadge:
    def css_class(self, status: str) -> str:
        found = BADGE_CLASSES.get(status)
        if found is None:
            raise KeyError(status)
        return found

    def render(self, status: str) -> str:
        # a method that looks the value up in a constant table, called on self
        # ok: python-html-format-unescaped
        return f"<span class='{self.css_class(status)}'>status</span>"
