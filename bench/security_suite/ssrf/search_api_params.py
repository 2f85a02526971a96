import requests
from django.http import JsonResponse

SEARCH_API = "https://search.example.com/v1/query"


def search_proxy(request):
    term = request.GET.get("q", "")
    session = requests.Session()
    result = session.get(SEARCH_API, params={"q": term, "limit": 10}, timeout=10)
    return JsonResponse(result.json())
