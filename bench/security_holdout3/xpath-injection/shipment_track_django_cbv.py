from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.generic import View
from lxml import etree

from logistics.client import carrier_manifest


class ShipmentTrackingView(LoginRequiredMixin, View):
    def get(self, request, *args, **kwargs):
        try:
            shipment_no = int(request.GET.get("shipment", ""))
        except ValueError:
            return HttpResponseBadRequest("shipment must be numeric")

        manifest = etree.fromstring(carrier_manifest(request.user.account_id))
        events = manifest.xpath("//shipment[@number='%d']/event" % shipment_no)
        history = [
            {"at": ev.get("timestamp"), "where": ev.findtext("location"), "what": ev.findtext("code")}
            for ev in events
        ]
        return JsonResponse({"shipment": shipment_no, "events": history})
