from django.http import HttpResponse
from django.utils.html import escape


def _wrap(tag, text):
    return "<%s>%s</%s>" % (tag, text, tag)


def welcome_banner(request):
    name, team = request.GET.get("name", "guest"), request.GET.get("team", "")
    parts = [_wrap("strong", escape(name))]
    if team:
        parts.append(_wrap("em", escape(team)))
    html = "<div class='banner'>Welcome %s</div>" % " of ".join(parts)
    return HttpResponse(html)
