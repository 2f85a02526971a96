import os
from xml.dom import minidom

from redis import Redis
from rq import Queue

from routing.db import stops_for_route

TEMPLATE_PATH = os.path.join(os.path.dirname(__file__), "templates", "route_plan.xml")
EXPORT_DIR = os.environ.get("ROUTE_EXPORT_DIR", "/srv/routing/exports")


def export_route_plan(route_id):
    document = minidom.parse(TEMPLATE_PATH)
    stops_el = document.getElementsByTagName("stops")[0]
    for stop in stops_for_route(int(route_id)):
        el = document.createElement("stop")
        el.setAttribute("sequence", str(stop.sequence))
        el.appendChild(document.createTextNode(stop.address))
        stops_el.appendChild(el)
    target = os.path.join(EXPORT_DIR, f"route-{int(route_id)}.xml")
    with open(target, "w", encoding="utf-8") as fh:
        document.writexml(fh, encoding="utf-8")
    return target


def enqueue(route_id):
    return Queue("exports", connection=Redis()).enqueue(export_route_plan, route_id)
