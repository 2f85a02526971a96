from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views.generic import View
from lxml import etree

from orders.services import fetch_partner_feed


class PartnerOrderStatusView(LoginRequiredMixin, View):
    def get_feed(self):
        return etree.fromstring(fetch_partner_feed(self.request.user.partner_id))

    def get(self, request, *args, **kwargs):
        reference = request.GET.get("ref", "")
        status_query = etree.XPath("//order[@ref='{}']/status/text()".format(reference))
        feed = self.get_feed()
        statuses = status_query(feed)
        return JsonResponse({
            "reference": reference,
            "status": str(statuses[0]) if statuses else "unknown",
        })
