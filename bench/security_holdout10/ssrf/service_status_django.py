import requests
from django.http import Http404, JsonResponse

SERVICES = {
    "billing": "http://billing.internal:8000/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "auth": "http://auth.internal:8080/ready",
}


def service_status(request, name):
    url = SERVICES.get(name)
    if url is None:
        raise Http404("unknown service")
    r = requests.get(url, timeout=2)
    return JsonResponse({"service": name, "up": r.ok})
