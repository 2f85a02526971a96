from django.http import HttpResponse
from django.views.decorators.http import require_GET


def _display_name(request):
    first = request.GET.get("first", "")
    last = request.GET.get("last", "")
    return ("%s %s" % (first, last)).strip() or "guest"


@require_GET
def welcome(request):
    name = _display_name(request)
    return HttpResponse("<html><body><h1>Welcome back, %s!</h1></body></html>" % name)
