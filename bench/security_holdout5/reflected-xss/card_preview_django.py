from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join
from django.views.decorators.http import require_GET


@login_required
@require_GET
def preview_card(request):
    display_name = request.GET.get("display_name", "")
    headline = request.GET.get("headline", "")
    links = [u for u in request.GET.getlist("link") if u.startswith("https://")]
    link_items = format_html_join(
        "", '<li><a href="{}" rel="nofollow">{}</a></li>', ((u, u) for u in links[:5])
    )
    card = format_html(
        '<div class="card"><h2>{}</h2><p>{}</p><ul>{}</ul></div>',
        display_name,
        headline,
        link_items,
    )
    return HttpResponse(card)
