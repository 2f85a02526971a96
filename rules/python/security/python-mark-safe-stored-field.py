import bleach
from django.utils.safestring import mark_safe
from markupsafe import Markup, escape


def comment_html(row):
    # ruleid: python-mark-safe-stored-field
    return Markup(row["body"])


def comment_lines(row):
    rendered = row["body"].replace("\n", "<br>")
    # ruleid: python-mark-safe-stored-field
    return Markup(rendered)


class PostView:
    def __init__(self, post):
        # ruleid: python-mark-safe-stored-field
        self.body_html = mark_safe(post.body)


def comment_lines_escaped(row):
    rendered = escape(row["body"]).replace("\n", Markup("<br>"))
    # ok: python-mark-safe-stored-field
    return Markup(rendered)


def post_cleaned(post):
    # ok: python-mark-safe-stored-field
    return mark_safe(bleach.clean(post.body))


def post_title_link(post):
    # a field no user writes
    # ok: python-mark-safe-stored-field
    return mark_safe(post.icon_svg)


def footer(settings):
    # ok: python-mark-safe-stored-field
    return Markup(settings["footer_html"])
