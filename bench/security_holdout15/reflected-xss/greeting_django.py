from django.http import HttpResponse
from django.views.decorators.http import require_GET


def build_banner(context):
    return "<div class='banner'>Welcome back, %(name)s! You came from %(source)s.</div>" % context


@require_GET
def landing(request):
    context = {
        "name": request.GET.get("name", "guest"),
        "source": request.GET.get("utm_source", "direct"),
    }
    banner = build_banner(context)
    return HttpResponse("<html><body>" + banner + "<p>Latest offers below.</p></body></html>")
