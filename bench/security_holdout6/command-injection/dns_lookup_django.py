import os

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_GET


@require_GET
def dns_lookup(request):
    domain = request.GET.get("domain")
    record_type = request.GET.get("type", "A")
    if not domain:
        return HttpResponseBadRequest("domain is required")
    stream = os.popen("dig +short " + record_type + " " + domain)
    answers = [line.strip() for line in stream.read().splitlines() if line.strip()]
    stream.close()
    return JsonResponse({"domain": domain, "type": record_type, "answers": answers})
