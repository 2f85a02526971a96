from django.http import HttpResponse
from django.utils.html import format_html


def tracking_status(request):
    code = request.GET.get("code", "")
    carrier = request.GET.get("carrier", "unknown")
    if not code:
        return HttpResponse("<p>Enter a tracking code.</p>")
    html = format_html(
        "<div class='status'><h3>Tracking {}</h3><p>Carrier: {}</p></div>",
        code,
        carrier,
    )
    return HttpResponse(html)
