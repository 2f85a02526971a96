from django import forms
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.views.decorators.http import require_http_methods

from .models import Page, Revision


class RevisionForm(forms.Form):
    content = forms.CharField(widget=forms.Textarea)
    summary = forms.CharField(max_length=200, required=False)


def _editor_badge(user):
    title = user.profile.title or "Editor"
    return format_html('<span class="badge" title="{}">{}</span>', title, user.username)


def page_index(request):
    paginator = Paginator(Page.objects.order_by("title"), 50)
    return render(request, "wiki/index.html", {"page": paginator.get_page(request.GET.get("page"))})


@require_http_methods(["GET", "POST"])
@login_required
def page_edit(request, slug):
    page = get_object_or_404(Page, slug=slug)
    form = RevisionForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        Revision.objects.create(page=page, author=request.user, **form.cleaned_data)
        return redirect("wiki:history", slug=slug)
    return render(request, "wiki/edit.html", {"page": page, "form": form})


def page_history(request, slug):
    page = get_object_or_404(Page, slug=slug)
    rows = []
    for rev in page.revisions.select_related("author__profile").order_by("-created"):
        rows.append({
            "when": rev.created,
            "summary": rev.summary,
            "badge": _editor_badge(rev.author),
        })
    return render(request, "wiki/history.html", {"page": page, "rows": rows})


@login_required
def edit_title(request):
    if request.method == "POST":
        request.user.profile.title = request.POST.get("title", "")[:80]
        request.user.profile.save()
        return redirect("wiki:index")
    return render(request, "wiki/title.html", {"current": request.user.profile.title})
