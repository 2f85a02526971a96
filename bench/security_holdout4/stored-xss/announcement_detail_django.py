import bleach
from django.utils.safestring import mark_safe
from django.views.generic import DetailView

from intranet.models import Announcement

ALLOWED_TAGS = ["p", "br", "strong", "em", "ul", "ol", "li", "a", "blockquote"]
ALLOWED_ATTRIBUTES = {"a": ["href", "title"]}


class AnnouncementDetailView(DetailView):
    model = Announcement
    template_name = "intranet/announcement_detail.html"
    context_object_name = "announcement"

    def get_queryset(self):
        return Announcement.objects.filter(published=True)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        cleaned = bleach.clean(
            self.object.body_html,
            tags=ALLOWED_TAGS,
            attributes=ALLOWED_ATTRIBUTES,
            strip=True,
        )
        context["body"] = mark_safe(cleaned)
        return context
