from django.http import HttpResponse
from django.utils.html import escape

CARD = '<div class="card"><a href="{href}" rel="nofollow">{text}</a><small>{host}</small></div>'


def preview_link(request):
    website = request.GET.get("website", "").strip()
    label = request.GET.get("label", "My site")
    host = website.split("//", 1)[-1].split("/", 1)[0]
    parts = {"href": escape(website), "text": escape(label), "host": escape(host)}
    body = CARD.format(**parts)
    return HttpResponse(body)
