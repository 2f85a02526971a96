import logging
import time
import uuid

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

log = logging.getLogger(__name__)

PIXEL = (
    b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00"
    b"\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
)


class CampaignTracker:
    def __init__(self):
        self.hits = []

    def record(self, campaign, source, ip):
        self.hits.append({"campaign": campaign, "source": source, "ip": ip, "ts": time.time()})

    def summary(self):
        out = {}
        for hit in self.hits:
            out[hit["campaign"]] = out.get(hit["campaign"], 0) + 1
        return out


tracker = CampaignTracker()


@view_config(route_name="pixel")
def pixel(request):
    campaign = request.params.get("c", "none")
    source = request.params.get("s", "direct")
    tracker.record(campaign, source, request.client_addr)
    response = Response(body=PIXEL, content_type="image/gif")
    response.headerlist.append(("X-Campaign", campaign))
    response.headerlist.append(("X-Request-Id", uuid.uuid4().hex))
    response.cache_control.no_store = True
    return response


@view_config(route_name="summary", renderer="json")
def summary(request):
    return tracker.summary()


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("pixel", "/t.gif")
        config.add_route("summary", "/campaigns")
        config.scan()
        return config.make_wsgi_app()
