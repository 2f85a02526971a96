import logging
from dataclasses import dataclass
from typing import Dict, Optional

import requests
from django.conf import settings
from django.http import Http404, JsonResponse
from django.views import View

log = logging.getLogger(__name__)

PARTNER_ENDPOINTS: Dict[str, str] = {
    "dhl": "https://api.dhl.example.com/track/v2",
    "ups": "https://onlinetools.ups.example.com/api/track/v1",
    "postnl": "https://api.postnl.example.nl/shipment/v3",
}
REQUEST_TIMEOUT = 6


@dataclass
class ShipmentStatus:
    partner: str
    shipment_id: int
    state: str
    eta: Optional[str]


class PartnerClient:
    def __init__(self, endpoints: Dict[str, str], timeout: int = REQUEST_TIMEOUT):
        self.endpoints = endpoints
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers["User-Agent"] = "shop-tracking/1.4"

    def base_url(self, partner: str) -> str:
        try:
            return self.endpoints[partner]
        except KeyError:
            raise Http404("unknown carrier")

    def status(self, partner: str, shipment_id: int) -> ShipmentStatus:
        url = f"{self.base_url(partner)}/shipments/{shipment_id}"
        response = self.session.get(
            url,
            timeout=self.timeout,
            headers={"Authorization": f"Bearer {settings.CARRIER_TOKENS[partner]}"},
            allow_redirects=False,
        )
        response.raise_for_status()
        body = response.json()
        return ShipmentStatus(partner, shipment_id, body.get("state", "unknown"), body.get("eta"))


client = PartnerClient(PARTNER_ENDPOINTS)


class PartnerStatusView(View):
    def get(self, request, partner):
        try:
            shipment_id = int(request.GET.get("shipment", ""))
        except ValueError:
            return JsonResponse({"error": "shipment must be numeric"}, status=400)
        try:
            status = client.status(partner, shipment_id)
        except requests.RequestException as exc:
            log.warning("carrier %s lookup failed: %s", partner, exc)
            return JsonResponse({"error": "carrier unavailable"}, status=502)
        return JsonResponse(status.__dict__)
