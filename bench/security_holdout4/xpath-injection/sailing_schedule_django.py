from django.conf import settings
from django.http import JsonResponse
from django.views import View
from lxml import etree

SCHEDULE = etree.parse(settings.SAILING_SCHEDULE_XML)
FIND_SAILINGS = etree.XPath("//sailing[port=$port and status='scheduled']")


class PortSailingsView(View):
    def get(self, request):
        port = request.GET.get("port", "").upper()
        sailings = FIND_SAILINGS(SCHEDULE, port=port)
        return JsonResponse({
            "port": port,
            "sailings": [
                {
                    "vessel": s.findtext("vessel"),
                    "departs": s.findtext("departure"),
                    "berth": s.findtext("berth"),
                }
                for s in sailings
            ],
        })
