import requests
from django.http import JsonResponse, HttpResponseBadRequest

CATALOG_API = "https://catalog.internal.example.com/api/v2"


def product_detail(request):
    raw_id = request.GET.get("id", "")
    try:
        product_id = int(raw_id)
    except ValueError:
        return HttpResponseBadRequest("id must be numeric")
    endpoint = "{}/products/{}".format(CATALOG_API, product_id)
    resp = requests.get(endpoint, timeout=4)
    return JsonResponse(resp.json())
