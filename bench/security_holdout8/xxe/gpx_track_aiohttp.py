import math
import xml.sax
from dataclasses import dataclass, field
from typing import List
from xml.sax.handler import feature_external_ges, feature_external_pes

from aiohttp import web

MAX_BODY = 5 * 1024 * 1024
EARTH_RADIUS_KM = 6371.0


@dataclass
class TrackPoint:
    lat: float
    lon: float


@dataclass
class Track:
    name: str = ""
    points: List[TrackPoint] = field(default_factory=list)

    def distance_km(self) -> float:
        total = 0.0
        for a, b in zip(self.points, self.points[1:]):
            dlat = math.radians(b.lat - a.lat)
            dlon = math.radians(b.lon - a.lon)
            h = (
                math.sin(dlat / 2) ** 2
                + math.cos(math.radians(a.lat)) * math.cos(math.radians(b.lat)) * math.sin(dlon / 2) ** 2
            )
            total += 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))
        return total


class GpxHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.track = Track()
        self._text = None

    def startElement(self, name, attrs):
        if name == "trkpt":
            self.track.points.append(TrackPoint(float(attrs["lat"]), float(attrs["lon"])))
        elif name == "name" and not self.track.name:
            self._text = []

    def characters(self, content):
        if self._text is not None:
            self._text.append(content)

    def endElement(self, name):
        if name == "name" and self._text is not None:
            self.track.name = "".join(self._text).strip()
            self._text = None


def parse_gpx(payload: bytes) -> Track:
    handler = GpxHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    parser.setFeature(feature_external_pes, False)
    parser.setContentHandler(handler)
    parser.feed(payload)
    parser.close()
    return handler.track


async def upload_track(request: web.Request) -> web.Response:
    payload = await request.read()
    if len(payload) > MAX_BODY:
        raise web.HTTPRequestEntityTooLarge(max_size=MAX_BODY, actual_size=len(payload))
    try:
        track = parse_gpx(payload)
    except (xml.sax.SAXException, KeyError, ValueError) as exc:
        return web.json_response({"error": str(exc)}, status=400)
    return web.json_response(
        {"name": track.name, "points": len(track.points), "km": round(track.distance_km(), 2)}
    )


def create_app() -> web.Application:
    app = web.Application(client_max_size=MAX_BODY)
    app.router.add_post("/tracks", upload_track)
    return app
