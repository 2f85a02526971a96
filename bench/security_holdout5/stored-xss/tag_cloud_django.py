from django.db.models import Count
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.generic import TemplateView

from .models import Tag


class TagCloudView(TemplateView):
    template_name = "blog/tag_cloud.html"

    def build_cloud(self):
        tags = Tag.objects.annotate(n=Count("articles")).filter(n__gt=0).order_by("-n")[:40]
        pieces = [
            format_html(
                '<a class="tag w{}" href="{}">{}</a>',
                min(t.n // 5, 5),
                reverse("tag-detail", args=[t.slug]),
                t.name,
            )
            for t in tags
        ]
        cloud = mark_safe(" ".join(pieces))
        return cloud

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["cloud"] = self.build_cloud()
        return ctx
