import logging

from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.view import view_config

log = logging.getLogger(__name__)


def record_click(request, campaign, target):
    request.dbsession.execute(
        request.click_table.insert().values(campaign=campaign, target=target, ip=request.client_addr)
    )


@view_config(route_name="track_click", request_method="GET")
def track_click(request):
    target = request.params.get("u")
    campaign = request.params.get("c", "none")
    if not target:
        raise HTTPBadRequest("missing destination")
    try:
        record_click(request, campaign, target)
    except Exception:
        log.exception("click logging failed for campaign %s", campaign)
    return HTTPFound(location=target)
