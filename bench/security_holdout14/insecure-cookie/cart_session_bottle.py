import uuid

from bottle import Bottle, request, response

app = Bottle()
SESSIONS = {}


@app.post("/cart/items")
def add_item():
    sid = request.get_cookie("shop_sid")
    if sid not in SESSIONS:
        sid = uuid.uuid4().hex
        SESSIONS[sid] = {"items": [], "customer": None}
        response.set_cookie("shop_sid", sid, path="/", max_age=7 * 86400)
    sku = request.forms.get("sku", "")
    SESSIONS[sid]["items"].append(sku)
    return {"count": len(SESSIONS[sid]["items"])}
