from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.http import require_GET

BLOCKED = ("<script", "javascript:")


@require_GET
def welcome_banner(request):
    name = request.GET.get("name", "guest")
    lowered = name.lower()
    if any(marker in lowered for marker in BLOCKED):
        return HttpResponseBadRequest("unsupported characters in name")
    html = f"<div class='banner'><h1>Welcome back, {name}!</h1></div>"
    return HttpResponse(html)
