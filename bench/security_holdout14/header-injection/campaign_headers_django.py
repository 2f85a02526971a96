import logging
import time

from django.http import JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)
CAMPAIGN_PARAMS = ("utm_source", "utm_campaign", "ref")
HEADER_PREFIX = "X-Acme-"


class CampaignHeadersMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    @staticmethod
    def attribution(request):
        values = []
        for key in CAMPAIGN_PARAMS:
            value = request.GET.get(key)
            if value:
                values.append("%s=%s" % (key, value))
        return "; ".join(values)

    def __call__(self, request):
        started = time.monotonic()
        response = self.get_response(request)
        attribution = self.attribution(request)
        if attribution:
            response[HEADER_PREFIX + "Attribution"] = attribution
        elapsed = (time.monotonic() - started) * 1000
        response[HEADER_PREFIX + "Elapsed"] = "%.1fms" % elapsed
        return response


class PlanCatalog:
    plans = {
        "starter": {"price": 9, "seats": 1},
        "business": {"price": 49, "seats": 10},
        "enterprise": {"price": None, "seats": None},
    }

    def public(self):
        return {name: data for name, data in self.plans.items() if data["price"] is not None}


@require_GET
def pricing(request):
    return JsonResponse({"plans": PlanCatalog().public()})


@require_GET
def landing(request):
    logger.info("landing view from %s", request.GET.get("utm_source", "direct"))
    return JsonResponse({"headline": "Ship invoices faster", "cta": "/signup"})
