import logging
import os
from typing import Dict, List

from lxml import etree
from quart import Quart, abort, jsonify, request

app = Quart(__name__)
log = logging.getLogger("routes")

TIMETABLE_FILE = os.environ.get("TIMETABLE_FILE", "/srv/transit/timetable.xml")


class Timetable:
    def __init__(self, path: str):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(self.path, parser)
        return self._tree

    def stops(self) -> List[str]:
        return [str(s) for s in self.tree.xpath("//stop/@name")]

    def departures(self, stop: str, line: str) -> List[Dict[str, str]]:
        nodes = self.tree.xpath(
            "//route[@line=$line]/stop[@name=$stop]/departure",
            line=line,
            stop=stop,
        )
        return [{"time": n.get("time"), "platform": n.get("platform", "")} for n in nodes]


timetable = Timetable(TIMETABLE_FILE)


@app.route("/stops")
async def list_stops():
    return jsonify(sorted(set(timetable.stops())))


@app.route("/departures")
async def departures():
    stop = request.args.get("stop", "")
    line = request.args.get("line", "")
    if not stop or not line:
        abort(400)
    log.debug("departures stop=%s line=%s", stop, line)
    result = timetable.departures(stop, line)
    return jsonify({"stop": stop, "line": line, "departures": result})


@app.route("/reload", methods=["POST"])
async def reload():
    timetable._tree = None
    return jsonify({"reloaded": True, "stops": len(timetable.stops())})
