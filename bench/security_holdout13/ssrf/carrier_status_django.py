import json
import urllib.request

from django.http import Http404, JsonResponse

CARRIERS = {
    "dhl": "https://api.dhl.example.com",
    "ups": "https://api.ups.example.com",
    "fedex": "https://api.fedex.example.com",
}


def carrier_status(request):
    name = request.GET.get("carrier", "")
    base = CARRIERS.get(name)
    if base is None:
        raise Http404("unknown carrier")
    endpoint = "%s/%s" % (base, "api/status")
    with urllib.request.urlopen(endpoint, timeout=5) as resp:
        payload = json.loads(resp.read())
    return JsonResponse({"carrier": name, "status": payload.get("status")})
