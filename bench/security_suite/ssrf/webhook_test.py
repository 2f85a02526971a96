import requests
from django.http import JsonResponse


def send_test_event(endpoint):
    return requests.post(endpoint, json={"event": "ping"}, timeout=10)


def test_webhook(request):
    endpoint = request.POST["endpoint_url"]
    response = send_test_event(endpoint)
    return JsonResponse({"delivered": response.ok})
