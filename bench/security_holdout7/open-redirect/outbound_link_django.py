import logging

from django.http import HttpResponseBadRequest, HttpResponseRedirect

log = logging.getLogger(__name__)


def outbound_link(request):
    target = request.GET.get("to", "")
    campaign = request.GET.get("utm_campaign", "")
    if not target:
        return HttpResponseBadRequest("missing target")
    if campaign:
        joiner = "&" if "?" in target else "?"
        target = f"{target}{joiner}utm_campaign={campaign}"
    log.info("outbound click to %s", target)
    return HttpResponseRedirect(target)
