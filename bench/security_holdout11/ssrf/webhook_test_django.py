import json
import logging
import time
import uuid

import requests
from django.contrib.auth.decorators import login_required
from django.db import models
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST

logger = logging.getLogger("integrations")

DEFAULT_TIMEOUT = 8
USER_AGENT = "AcmeWebhooks/2.1"


class Integration(models.Model):
    owner_id = models.IntegerField(db_index=True)
    target_url = models.URLField(max_length=500)
    secret = models.CharField(max_length=64)

    class Meta:
        app_label = "integrations"


def sample_event():
    return {
        "id": str(uuid.uuid4()),
        "type": "ping",
        "created": int(time.time()),
        "data": {"message": "This is a test delivery"},
    }


class Deliverer:
    def __init__(self, timeout=DEFAULT_TIMEOUT):
        self.session = requests.Session()
        self.session.headers["User-Agent"] = USER_AGENT
        self.timeout = timeout

    def deliver(self, url, event):
        started = time.monotonic()
        headers = {"Content-Type": "application/json"}
        response = self.session.post(url, data=json.dumps(event), headers=headers, timeout=self.timeout)
        elapsed = round((time.monotonic() - started) * 1000)
        return {"status": response.status_code, "ms": elapsed, "body": response.text[:2000]}


@login_required
@require_POST
def test_delivery(request):
    payload = json.loads(request.body or b"{}")
    url = payload.get("url") or ""
    if not url:
        return JsonResponse({"error": "url required"}, status=400)
    result = Deliverer().deliver(url, sample_event())
    logger.info("test delivery by %s returned %s", request.user.pk, result["status"])
    return JsonResponse(result)


@login_required
@require_GET
def integrations(request):
    rows = Integration.objects.filter(owner_id=request.user.pk).values("id", "target_url")
    return JsonResponse({"integrations": list(rows)})
