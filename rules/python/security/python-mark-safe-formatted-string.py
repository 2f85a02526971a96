import html

from django import template
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import mark_safe
from flask import Flask, request
from markupsafe import Markup

register = template.Library()
app = Flask(__name__)


@register.simple_tag
def user_badge(user):
    # ruleid: python-mark-safe-formatted-string
    return mark_safe(f"<span class='badge'>{user.display_name}</span>")


@register.filter
def highlight(text, term):
    # ruleid: python-mark-safe-formatted-string
    return mark_safe(text.replace(term, "<mark>%s</mark>" % term))


@register.simple_tag
def link(url, label):
    snippet = '<a href="{}">{}</a>'.format(url, label)
    # ruleid: python-mark-safe-formatted-string
    return mark_safe(snippet)


@register.simple_tag
def greeting(name):
    # ruleid: python-mark-safe-formatted-string
    return mark_safe("<p>Hello " + name + "</p>")


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    # ruleid: python-mark-safe-formatted-string
    return Markup(f"<h1>Hello {name}</h1>")


@app.route("/search")
def search():
    query = request.args.get("q", "")
    # ruleid: python-mark-safe-formatted-string
    return Markup("<p>Results for %s</p>" % query)


@register.simple_tag
def safe_badge(user):
    # ok: python-mark-safe-formatted-string
    return format_html("<span class='badge'>{}</span>", user.display_name)


@register.simple_tag
def escaped_badge(user):
    # ok: python-mark-safe-formatted-string
    return mark_safe(f"<span class='badge'>{escape(user.display_name)}</span>")


@register.simple_tag
def half_escaped_badge(user):
    # ruleid: python-mark-safe-formatted-string
    return mark_safe(f"<span class='badge'>{escape(user.display_name)}: {user.headline}</span>")


@register.simple_tag
def both_escaped_badge(user):
    # ok: python-mark-safe-formatted-string
    return mark_safe(f"<span class='badge'>{escape(user.display_name)}: {escape(user.headline)}</span>")


@register.simple_tag
def divider():
    # ok: python-mark-safe-formatted-string
    return mark_safe("<hr class='divider'>")


@app.route("/hello-safe")
def hello_safe():
    name = request.args.get("name", "")
    # ok: python-mark-safe-formatted-string
    return Markup("<h1>Hello %s</h1>") % name


@app.route("/bye")
def bye():
    name = request.args.get("name", "")
    # ok: python-mark-safe-formatted-string
    return Markup("<h1>Bye {}</h1>").format(name)


@app.route("/quote")
def quote():
    text = request.args.get("text", "")
    # ok: python-mark-safe-formatted-string
    return Markup("<q>%s</q>" % html.escape(text))


@register.simple_tag
def tag_list(tags):
    # ruleid: python-mark-safe-formatted-string
    return mark_safe("".join(f"<li>{tag.name}</li>" for tag in tags))


def paragraphs_html(text):
    paragraphs = [p.replace("\n", "<br>") for p in text.split("\n\n")]
    # ruleid: python-mark-safe-formatted-string
    return mark_safe("".join("<p>%s</p>" % p for p in paragraphs))


def paragraphs_escaped(text):
    # ok: python-mark-safe-formatted-string
    return mark_safe("".join("<p>%s</p>" % html.escape(p) for p in text.split("\n\n")))


@register.simple_tag
def safe_tag_list(tags):
    # ok: python-mark-safe-formatted-string
    return format_html_join("", "<li>{}</li>", ((tag.name,) for tag in tags))


def count_badge(count: int):
    # ok: python-mark-safe-formatted-string
    return mark_safe("<b>%d</b>" % int(count))


@register.simple_tag
def badge(user):
    label = escape(user.nickname)
    # ok: python-mark-safe-formatted-string
    return mark_safe("<span class='badge'>" + label + "</span>")


@register.simple_tag
def badge_raw(user):
    label = user.nickname.strip()
    # ruleid: python-mark-safe-formatted-string
    return mark_safe("<span class='badge'>" + label + "</span>")


@register.simple_tag
def badge_percent(user):
    label = escape(user.nickname)
    # ok: python-mark-safe-formatted-string
    return mark_safe("<span class='badge'>%s</span>" % label)


def item_count(count):
    # ok: python-mark-safe-formatted-string
    return Markup('<span class="badge">%d items</span>' % count)


def item_label(count, label):
    # ruleid: python-mark-safe-formatted-string
    return Markup('<span class="badge">%d %s</span>' % (count, label))


def review_line(review):
    # every value of the tuple escaped
    # ok: python-mark-safe-formatted-string
    return mark_safe("<li><b>%s</b>: %s</li>" % (escape(review.author), escape(review.body)))


def review_line_kept(review):
    line = "<li><b>%s</b>: %s (%s)</li>" % (escape(review.author), escape(review.body), int(review.stars))
    # ok: python-mark-safe-formatted-string
    return mark_safe(line)


def review_line_partly(review):
    line = "<li><b>%s</b>: %s</li>" % (escape(review.author), review.body)
    # ruleid: python-mark-safe-formatted-string
    return mark_safe(line)


@register.simple_tag
def badge_in_pieces(user):
    badge = (
        "<span class='badge'>"
        f"{user.display_name}</span>"
    )
    # ruleid: python-mark-safe-formatted-string
    return mark_safe(badge)
