from django.http import HttpResponse
from django.utils.html import format_html
from django.views.decorators.http import require_GET


@require_GET
def welcome_banner(request):
    campaign = request.GET.get("utm_campaign", "")
    name = request.GET.get("name", "friend")
    banner = format_html(
        "<div class='banner' data-campaign='{}'>Welcome back, {}!</div>",
        campaign,
        name,
    )
    return HttpResponse(banner)
