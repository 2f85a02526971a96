import json

from bottle import request, response, route


@route("/cart/restore", method="POST")
def restore_cart():
    raw = request.body.read().decode("utf-8")
    try:
        state = json.loads(raw)
    except json.JSONDecodeError:
        response.status = 400
        return {"error": "invalid json"}
    items = [i for i in state.get("items", []) if isinstance(i, dict)]
    return {"items": items, "count": len(items)}
