import re
from dataclasses import dataclass
from typing import List, Optional

from django import forms
from django.conf import settings
from django.core.cache import cache
from django.http import Http404, JsonResponse
from django.views.generic import View
from lxml import etree

TRACKING_PATTERN = re.compile(r"[A-Z]{3}-\d{6,10}")
CARRIER_CODES = ("DHL", "UPS", "GLS", "DPD")


class TrackingLookupForm(forms.Form):
    tracking_number = forms.CharField(max_length=20)
    carrier = forms.ChoiceField(choices=[(c, c) for c in CARRIER_CODES])

    def clean_tracking_number(self):
        value = self.cleaned_data["tracking_number"].strip().upper()
        if not TRACKING_PATTERN.fullmatch(value):
            raise forms.ValidationError("Tracking numbers look like ABC-1234567.")
        return value


@dataclass
class TrackingEvent:
    timestamp: str
    location: str
    status: str


class ManifestStore:
    """Reads the nightly carrier manifest exported by the warehouse system."""

    def __init__(self, path: str):
        self.path = path

    def _document(self):
        doc = cache.get("carrier-manifest")
        if doc is None:
            doc = etree.tostring(etree.parse(self.path))
            cache.set("carrier-manifest", doc, 600)
        return etree.fromstring(doc)

    def events_for(self, carrier: str, tracking_number: str) -> Optional[List[TrackingEvent]]:
        root = self._document()
        query = "/manifest/carrier[@code='%s']/shipment[@id='%s']/event" % (carrier, tracking_number)
        nodes = root.xpath(query)
        if not nodes:
            return None
        return [TrackingEvent(n.get("at"), n.findtext("location", ""), n.findtext("status", "")) for n in nodes]


class TrackingService:
    def __init__(self, store: ManifestStore):
        self.store = store

    def timeline(self, carrier: str, tracking_number: str) -> List[dict]:
        events = self.store.events_for(carrier, tracking_number)
        if events is None:
            raise Http404("unknown shipment")
        return [e.__dict__ for e in sorted(events, key=lambda e: e.timestamp)]


class TrackingView(View):
    def get(self, request):
        form = TrackingLookupForm(request.GET)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        service = TrackingService(ManifestStore(settings.CARRIER_MANIFEST_PATH))
        data = form.cleaned_data
        return JsonResponse({"events": service.timeline(data["carrier"], data["tracking_number"])})
