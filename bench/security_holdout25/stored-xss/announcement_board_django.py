from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.cache import cache_page

from .models import Announcement


@cache_page(60)
def announcement_board(request):
    notes = Announcement.objects.filter(published=True).order_by("-pinned", "-created")[:25]
    items = format_html_join(
        "\n",
        "<li class=\"{}\"><strong>{}</strong> <span>{}</span><p>{}</p></li>",
        (
            ("pinned" if n.pinned else "regular", n.title, n.created.date(), n.message)
            for n in notes
        ),
    )
    page = format_html("<html><body><h1>Announcements</h1><ul>{}</ul></body></html>", items)
    return HttpResponse(page)
