import re

from bottle import Bottle, HTTPError, request
from lxml import etree

app = Bottle()
FLIGHT_NUMBER = re.compile(r"^[A-Z0-9]{2}\d{1,4}$")


def load_board():
    return etree.parse("/var/cache/fids/departures.xml")


@app.get("/gates")
def gate_for_flight():
    flight = request.query.get("flight", "").upper()
    if not FLIGHT_NUMBER.fullmatch(flight):
        raise HTTPError(400, "invalid flight number")
    board = load_board()
    nodes = board.xpath("//flight[@number='%s']" % flight)
    if not nodes:
        raise HTTPError(404, "flight not found")
    node = nodes[0]
    return {"flight": flight, "gate": node.get("gate"), "status": node.get("status")}
