from bottle import Bottle, abort, redirect, request

app = Bottle()

DESTINATIONS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
    "billing": "/account/billing",
    "support": "/help/contact",
}


def destination_for(key):
    try:
        return DESTINATIONS[key]
    except KeyError:
        abort(404, "unknown link")


@app.get("/go")
def go():
    key = request.query.get("to", "docs")
    target = destination_for(key)
    redirect(target, 302)
