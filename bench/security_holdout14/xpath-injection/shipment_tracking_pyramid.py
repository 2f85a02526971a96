from datetime import datetime, timezone

from lxml import etree
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPNotFound
from pyramid.view import view_config

FEED_PATH = "/var/lib/tracking/shipments.xml"
BY_TRACKING = etree.XPath("/shipments/shipment[@tracking=$code]")
EVENTS_SINCE = etree.XPath("event[@ts >= $since]")


class ShipmentFeed:
    def __init__(self, path):
        self.path = path
        self._tree = None
        self.loaded_at = None

    def tree(self):
        if self._tree is None:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(self.path, parser)
            self.loaded_at = datetime.now(timezone.utc)
        return self._tree


FEED = ShipmentFeed(FEED_PATH)


def event_dict(node):
    return {"ts": node.get("ts"), "status": node.get("status"), "location": node.findtext("location")}


@view_config(route_name="shipment", renderer="json")
def shipment(request):
    code = request.matchdict["code"]
    matches = BY_TRACKING(FEED.tree(), code=code)
    if not matches:
        raise HTTPNotFound()
    node = matches[0]
    since = request.params.get("since")
    events = node.findall("event") if since is None else EVENTS_SINCE(node, since=since)
    return {"tracking": code, "carrier": node.get("carrier"), "events": [event_dict(e) for e in events]}


@view_config(route_name="carriers", renderer="json")
def carriers(request):
    names = sorted(set(FEED.tree().xpath("/shipments/shipment/@carrier")))
    return {"carriers": names}


@view_config(route_name="health", renderer="json")
def health(request):
    loaded = FEED.loaded_at.isoformat() if FEED.loaded_at else None
    return {"loaded": loaded}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("shipment", "/shipments/{code}")
        config.add_route("carriers", "/carriers")
        config.add_route("health", "/health")
        config.scan()
        return config.make_wsgi_app()
