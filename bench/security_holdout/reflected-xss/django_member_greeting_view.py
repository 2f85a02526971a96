from django.http import HttpResponse
from django.utils.html import format_html
from django.views.decorators.http import require_GET


def _display_name(request):
    first = request.GET.get("first", "")
    last = request.GET.get("last", "")
    return ("%s %s" % (first, last)).strip() or "guest"


@require_GET
def member_greeting(request):
    name = _display_name(request)
    return HttpResponse(format_html("<html><body><h1>Welcome back, {}!</h1></body></html>", name))
