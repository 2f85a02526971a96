from django.utils.html import format_html_join
from django.views.generic import TemplateView

from home.models import Announcement


class AnnouncementsView(TemplateView):
    template_name = "home/announcements.html"

    def get_announcements(self):
        return (
            Announcement.objects.filter(active=True)
            .order_by("-published_at")
            .values_list("title", "body")[:10]
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["listing"] = format_html_join(
            "\n",
            "<li><strong>{}</strong> {}</li>",
            self.get_announcements(),
        )
        return context
