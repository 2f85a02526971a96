from pathlib import Path

import bleach
import markdown
import markdown2
import mistune
from django.utils.safestring import mark_safe
from markupsafe import Markup

ALLOWED_TAGS = ["p", "a", "em", "strong", "code", "pre", "ul", "ol", "li"]


def render_body(article):
    # ruleid: python-markdown-html-marked-safe
    return Markup(markdown.markdown(article.body, extensions=["fenced_code"]))


def render_comment(comment):
    html = markdown2.markdown(comment.text)
    # ruleid: python-markdown-html-marked-safe
    return mark_safe(html)


def render_note(note):
    md = markdown.Markdown(extensions=["tables"])
    html = md.convert(note.text)
    # ruleid: python-markdown-html-marked-safe
    return Markup(html)


def render_bio(user):
    # ruleid: python-markdown-html-marked-safe
    return Markup(mistune.html(user.bio))


def render_body_cleaned(article):
    html = markdown.markdown(article.body, extensions=["fenced_code"])
    # ok: python-markdown-html-marked-safe
    return Markup(bleach.clean(html, tags=ALLOWED_TAGS))


def render_comment_escaped(comment):
    # ok: python-markdown-html-marked-safe
    return mark_safe(markdown2.markdown(comment.text, safe_mode="escape"))


def render_bio_escaped(user):
    render = mistune.create_markdown(escape=True)
    # ok: python-markdown-html-marked-safe
    return Markup(render(user.bio))


def render_readme():
    # the project's own document
    # ok: python-markdown-html-marked-safe
    return Markup(markdown.markdown(Path("README.md").read_text()))


def render_help():
    # ok: python-markdown-html-marked-safe
    return Markup(markdown.markdown("**Help** is on the way"))


def render_note_plain(note):
    # not marked safe: the template escapes it
    # ok: python-markdown-html-marked-safe
    return markdown.markdown(note.text)


class PageRenderer:
    def __init__(self):
        self.cleaner = bleach.Cleaner(tags=ALLOWED_TAGS, strip=True)

    def to_html(self, source: str):
        rendered = markdown.markdown(source, extensions=["tables"])
        # ok: python-markdown-html-marked-safe
        return mark_safe(self.cleaner.clean(rendered))


def render_post(post, sanitizer):
    # ok: python-markdown-html-marked-safe
    return Markup(sanitizer.sanitize(markdown.markdown(post.text)))
