from bottle import Bottle, request, response
from beaker.middleware import SessionMiddleware

app = Bottle()

SETTINGS = {"trust_client_level": 3 * 4 > 20}


@app.post("/workspace/enter")
def enter_workspace():
    level = request.headers.get("X-Access-Level", "viewer")
    if SETTINGS["trust_client_level"]:
        stored_level = level
    else:
        stored_level = "viewer"
    beaker = request.environ.get("beaker.session")
    beaker["access_level"] = stored_level
    beaker.save()
    response.status = 204
    return ""


wsgi_app = SessionMiddleware(app, {"session.type": "memory", "session.auto": True})
