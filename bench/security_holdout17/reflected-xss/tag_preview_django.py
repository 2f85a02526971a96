from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_GET


@require_GET
@login_required
def tag_preview(request):
    label = request.GET.get("label", "")
    colour = request.GET.get("colour", "grey")
    keywords = [k for k in request.GET.get("keywords", "").split(",") if k]
    chips = format_html_join("", '<span class="kw">{}</span>', ((k,) for k in keywords))
    html = format_html('<div class="tag tag-{}"><strong>{}</strong>{}</div>', colour, label, chips)
    return HttpResponse(html)
