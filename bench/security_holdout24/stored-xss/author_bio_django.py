from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.utils.safestring import mark_safe
from django.views.generic import DetailView, UpdateView

from blog.models import Author


class AuthorBioForm(forms.ModelForm):
    class Meta:
        model = Author
        fields = ["display_name", "bio", "twitter"]
        widgets = {"bio": forms.Textarea(attrs={"rows": 6})}


def paragraphs(text: str) -> str:
    blocks = (block.strip() for block in text.split("\n\n"))
    return "".join("<p>%s</p>" % block.replace("\n", "<br>") for block in blocks if block)


class AuthorProfileView(DetailView):
    model = Author
    slug_field = "handle"
    slug_url_kwarg = "handle"
    template_name = "blog/author_detail.html"
    context_object_name = "author"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["bio_html"] = mark_safe(paragraphs(self.object.bio))
        context["recent_posts"] = (
            self.object.posts.filter(published=True).order_by("-published_at")[:5]
        )
        return context


class AuthorBioUpdateView(LoginRequiredMixin, UpdateView):
    form_class = AuthorBioForm
    template_name = "blog/author_form.html"
    success_url = reverse_lazy("blog:author-me")

    def get_object(self, queryset=None):
        return self.request.user.author
