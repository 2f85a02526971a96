from urllib.parse import urlencode

from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

TRACKED_PARAMS = ("utm_source", "utm_medium", "utm_campaign")


@view_config(route_name="campaign_click")
def campaign_click(request):
    destination = request.params.get("to", "/")
    tracking = {k: request.params[k] for k in TRACKED_PARAMS if k in request.params}
    if tracking:
        separator = "&" if "?" in destination else "?"
        destination = destination + separator + urlencode(tracking)
    request.registry.settings.setdefault("click_counter", 0)
    request.registry.settings["click_counter"] += 1
    return HTTPFound(location=destination)


def includeme(config):
    config.add_route("campaign_click", "/c")
    config.scan(__name__)
