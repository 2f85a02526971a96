import re

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_http_methods

from wiki.forms import PageForm
from wiki.models import Page, Revision

LINK_RE = re.compile(r"\[\[([A-Za-z0-9 _-]{1,80})\]\]")


def _slugify_title(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def render_wiki_markup(source: str) -> str:
    text = escape(source)
    text = LINK_RE.sub(lambda m: f'<a href="/wiki/{_slugify_title(m[1])}/">{m[1]}</a>', text)
    return "".join(f"<p>{para}</p>" for para in text.split("\n\n") if para.strip())


def page_index(request: HttpRequest) -> HttpResponse:
    pages = Page.objects.order_by("title").only("title", "slug")
    return render(request, "wiki/index.html", {"pages": pages})


def page_detail(request: HttpRequest, slug: str) -> HttpResponse:
    page = get_object_or_404(Page, slug=slug)
    body_html = mark_safe(render_wiki_markup(page.body))
    return render(request, "wiki/page.html", {"page": page, "body_html": body_html})


@login_required
@require_http_methods(["GET", "POST"])
def page_edit(request: HttpRequest, slug: str) -> HttpResponse:
    page = get_object_or_404(Page, slug=slug)
    form = PageForm(request.POST or None, instance=page)
    if request.method == "POST" and form.is_valid():
        saved = form.save()
        Revision.objects.create(page=saved, author=request.user, body=saved.body)
        return redirect("wiki:detail", slug=saved.slug)
    return render(request, "wiki/edit.html", {"form": form, "page": page})
