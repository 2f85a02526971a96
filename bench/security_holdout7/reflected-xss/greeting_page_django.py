from django.http import HttpResponse
from django.views.decorators.http import require_GET

SALUTATIONS = {"morning": "Good morning", "evening": "Good evening"}


@require_GET
def welcome(request):
    name = request.GET.get("name", "guest")
    source = request.GET.get("ref", "")
    salutation = SALUTATIONS.get(request.GET.get("time", ""), "Welcome")
    parts = ["<html><body>", "<h1>%s, %s!</h1>" % (salutation, name)]
    if source:
        parts.append("<p>You arrived from %s</p>" % source)
    parts.append("</body></html>")
    return HttpResponse("".join(parts))
