import requests
from django.http import JsonResponse

from hooks.models import Webhook


def send_test_event(endpoint):
    return requests.post(endpoint, json={"event": "ping"}, timeout=10)


def test_webhook(request):
    hook = Webhook.objects.get(pk=int(request.POST["hook_id"]), owner=request.user, verified=True)
    response = send_test_event(hook.url)
    return JsonResponse({"delivered": response.ok})
