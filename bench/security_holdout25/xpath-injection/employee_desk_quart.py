from lxml import etree
from quart import Quart, abort, request

app = Quart(__name__)
STAFF = etree.parse("staff.xml")
FIND_BY_BADGE = etree.XPath("/staff/employee[@badge=$badge]")


def employee_card(badge):
    matches = FIND_BY_BADGE(STAFF, badge=badge)
    if not matches:
        return None
    node = matches[0]
    return {"name": node.findtext("name"), "desk": node.findtext("desk")}


@app.get("/staff/lookup")
async def lookup():
    badge = request.args.get("badge", "").strip()
    card = employee_card(badge)
    if card is None:
        abort(404)
    return card
