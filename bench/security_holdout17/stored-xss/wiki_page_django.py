import bleach
import markdown
from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import DetailView

from wiki.models import Page, Revision

ALLOWED_TAGS = {
    "p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "code", "pre",
    "blockquote", "a", "table", "thead", "tbody", "tr", "th", "td",
}
ALLOWED_ATTRIBUTES = {"a": ["href", "title"], "th": ["align"], "td": ["align"]}


class PageRenderer:
    def __init__(self):
        self.cleaner = bleach.Cleaner(
            tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, protocols={"http", "https", "mailto"}, strip=True
        )

    def to_html(self, source: str):
        rendered = markdown.markdown(source, extensions=["tables", "fenced_code"])
        return mark_safe(self.cleaner.clean(rendered))


class RevisionForm(forms.Form):
    content = forms.CharField(widget=forms.Textarea, max_length=100_000)
    summary = forms.CharField(max_length=200, required=False)


class PageDetailView(DetailView):
    model = Page
    template_name = "wiki/page.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        revision = self.object.revisions.order_by("-created").first()
        context["content"] = PageRenderer().to_html(revision.content) if revision else ""
        return context


class PageEditView(LoginRequiredMixin, View):
    template_name = "wiki/edit.html"

    def get(self, request, slug):
        page = get_object_or_404(Page, slug=slug)
        latest = page.revisions.order_by("-created").first()
        form = RevisionForm(initial={"content": latest.content if latest else ""})
        return render(request, self.template_name, {"page": page, "form": form})

    def post(self, request, slug):
        page = get_object_or_404(Page, slug=slug)
        form = RevisionForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"page": page, "form": form})
        Revision.objects.create(
            page=page,
            author=request.user,
            content=form.cleaned_data["content"],
            summary=form.cleaned_data["summary"],
        )
        return redirect("wiki:page", slug=page.slug)
