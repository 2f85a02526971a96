import re

import requests
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import Http404, JsonResponse
from django.views import View

from orders.models import Shipment

CARRIER_API = "https://api.parcelcarrier.example/v2"
TRACKING_RE = re.compile(r"[A-Z0-9]{10,22}")


class ParcelTrackingView(LoginRequiredMixin, View):
    http_method_names = ["get"]

    def get(self, request, tracking_number):
        tracking_number = tracking_number.upper()
        if not TRACKING_RE.fullmatch(tracking_number):
            return JsonResponse({"error": "tracking number format not recognised"}, status=422)

        if not Shipment.objects.filter(
            tracking_number=tracking_number, order__customer=request.user
        ).exists():
            raise Http404("no such shipment")

        try:
            resp = requests.get(f"{CARRIER_API}/shipments/{tracking_number}/events", headers={"Authorization": f"Bearer {settings.CARRIER_API_TOKEN}"}, timeout=6)
        except requests.RequestException:
            return JsonResponse({"error": "carrier is not responding"}, status=503)

        if resp.status_code == 404:
            return JsonResponse({"tracking_number": tracking_number, "events": []})
        if not resp.ok:
            return JsonResponse({"error": "carrier error"}, status=502)

        events = [
            {
                "at": ev.get("timestamp"),
                "status": ev.get("statusCode"),
                "description": ev.get("description"),
                "location": (ev.get("location") or {}).get("city"),
            }
            for ev in resp.json().get("events", [])
        ]
        return JsonResponse({"tracking_number": tracking_number, "events": events})
