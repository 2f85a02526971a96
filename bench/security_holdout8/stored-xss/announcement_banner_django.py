from django.apps import apps
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join


def announcements(request):
    Announcement = apps.get_model("notices", "Announcement")
    active = list(Announcement.objects.filter(is_active=True).order_by("-published_at")[:5])
    if not active:
        return HttpResponse("")
    rows = ((a.headline, a.body) for a in active)
    items = format_html_join("\n", "<li><strong>{}</strong> {}</li>", rows)
    banner = format_html('<div class="banner"><ul>{}</ul></div>', items)
    return HttpResponse(banner)
