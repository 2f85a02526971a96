from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

CLICKS = {}
LANDING = "https://www.example.com/"


def track(campaign):
    CLICKS[campaign] = CLICKS.get(campaign, 0) + 1


@view_config(route_name="campaign_click")
def campaign_click(request):
    campaign = request.matchdict.get("campaign", "")
    dest = request.params.get("dest", LANDING)
    track(campaign)
    parts = [dest]
    if campaign:
        parts.append("utm_campaign=%s" % campaign)
    target = ("&" if "?" in dest else "?").join(parts)
    return HTTPFound(location=target)
