from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from logistics.models import Shipment


class ShipmentSearchView(LoginRequiredMixin, View):
    """Lookup endpoint used by the dispatch console."""

    page_size = 200

    def get(self, request):
        carrier = request.GET.get("carrier", "")
        status = request.GET.get("status", "in_transit")
        rows = self._find(carrier, status)
        return JsonResponse({
            "results": [
                {
                    "id": s.id,
                    "tracking": s.tracking_code,
                    "eta": s.eta.isoformat() if s.eta else None,
                }
                for s in rows
            ]
        })

    def _find(self, carrier, status):
        query = (
            "SELECT id, tracking_code, eta FROM logistics_shipment "
            f"WHERE carrier_code = '{carrier}' AND status = '{status}' "
            f"ORDER BY eta ASC LIMIT {self.page_size}"
        )
        return list(Shipment.objects.raw(query))
